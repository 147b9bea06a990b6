import { wowCard } from "../types.js";

/** Penelope's Rose (TDP-266): Neutral Equipment, Item, Off-Hand (1), 4 (Druid, Mage, Priest, Warlock). */
export default wowCard({
  id: "TDP-266",
  name: "Penelope's Rose",
  text: "When you complete a quest, draw a card.",
  powers: [
    { kind: "trigger", on: "you-complete-quest", targets: [], effects: [{ op: "draw", amount: 1, who: "you" }] },
  ],
});
