import { wowCard } from "../types.js";

/**
 * Inner Focus (TDP-72): Ability, 3, Priest, Discipline Talent (Discipline Hero Required, 100.2b): its payment power
 * makes a one-use "this turn" triggered modifier (CR 7.4 715.1; rules/next-ability.ts) whose X is the next ability's
 * cost, X included (201.3); "up to" is picked among the exhausted resources (CR 7.4 411.1). The sources agree.
 */
export default wowCard({
  id: "TDP-72",
  name: "Inner Focus",
  text: "Discipline Hero Required <p> Ongoing: Destroy Inner Focus -> When you play your next ability this turn, ready up to X of your resources, where X is that ability's cost.",
  powers: [
    {
      kind: "payment",
      cost: { resources: 0, destroySelf: true },
      targets: [],
      effects: [{ op: "this-turn-trigger", event: "you-play-next-ability", power: 1 }],
    },
    { kind: "trigger", on: "delayed", targets: [], effects: [{ op: "ready-up-to-resources", amount: "event-amount" }] },
  ],
});
