import { wowCard } from "../types.js";

/** Trance Stone (TDP-269): Neutral Equipment, Item, Off-Hand (1), 3 (Druid, Mage, Priest, Warlock). */
export default wowCard({
  id: "TDP-269",
  name: "Trance Stone",
  text: "At the end of your turn, if you didn't place a resource this turn, draw a card.",
  powers: [
    {
      kind: "trigger",
      on: "your-turn-end",
      condition: "placed-no-resource-this-turn",
      targets: [],
      effects: [{ op: "draw", amount: 1, who: "you" }],
    },
  ],
});
