import { wowCard } from "../types.js";

/**
 * Inner Fire (TDP-71): Ability, 4, Priest. seriallos kept for cost and text. Charge counters (rules/counters.ts), a
 * prevention power on your hero (CR 7.4 717.2; rules/prevention-powers.ts) whose "When damage is prevented this way"
 * triggers as it prevents (703.1).
 */
export default wowCard({
  id: "TDP-71",
  name: "Inner Fire",
  text: "Inner Fire enters play with three charge counters on it. <p> Ongoing: Prevent all damage that would be dealt to your hero. When damage is prevented this way, remove a charge counter from Inner Fire. If you removed the last one, destroy Inner Fire.",
  powers: [
    { kind: "enters-with-counters", count: 3, counter: "charge" },
    { kind: "prevent-damage", applies: "your-hero" },
    {
      kind: "trigger",
      on: "prevents-damage",
      targets: [],
      effects: [{ op: "remove-counter", counter: "charge", ifLast: [{ op: "destroy", what: "self" }] }],
    },
  ],
});
