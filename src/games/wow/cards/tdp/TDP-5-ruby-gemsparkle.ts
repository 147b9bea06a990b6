import { wowCard } from "../types.js";

/** Ruby Gemsparkle (TDP-5): Hero, Mage (Arcane), 25 health. */
export default wowCard({
  id: "TDP-5",
  name: "Ruby Gemsparkle",
  text: "5, Flip Ruby Gemsparkle -> Draw two cards.",
  powers: [
    {
      kind: "payment",
      cost: { resources: 5, flip: true },
      targets: [],
      effects: [{ op: "draw", amount: 2, who: "you" }],
    },
  ],
});
