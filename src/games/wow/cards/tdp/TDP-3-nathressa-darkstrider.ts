import { wowCard } from "../types.js";

/** Nathressa Darkstrider (TDP-3): Hero, Rogue (Subtlety), 27 health. */
export default wowCard({
  id: "TDP-3",
  name: "Nathressa Darkstrider",
  text: "1, Flip Nathressa Darkstrider -> Nathressa has Stealth this turn. (Can't protect against her.)",
  powers: [
    {
      kind: "payment",
      cost: { resources: 1, flip: true },
      targets: [],
      effects: [{ op: "keyword-this-turn", what: "self", keyword: "Stealth" }],
    },
  ],
});
