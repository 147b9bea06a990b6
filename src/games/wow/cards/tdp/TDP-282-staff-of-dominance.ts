import { wowCard } from "../types.js";

/** Staff of Dominance (TDP-282): Equipment (2H Weapon, Melee (1), Staff), 4, 1 melee ATK, strike cost 5. */
export default wowCard({
  id: "TDP-282",
  name: "Staff of Dominance",
  text: "Staff of Dominance enters play exhausted. <p> X, [Exhaust] , Destroy Staff of Dominance -> Gain control of target ally with cost X. Use only on your turn.",
  powers: [
    { kind: "enters-exhausted" },
    {
      kind: "payment",
      cost: { resources: 0, x: true, exhaustSelf: true, destroySelf: true },
      yourTurn: true,
      targets: [{ select: "ally-cost-x" }],
      effects: [{ op: "gain-control", what: { target: 0 }, who: "you" }],
    },
  ],
});
