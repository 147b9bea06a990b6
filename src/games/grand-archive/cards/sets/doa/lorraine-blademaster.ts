/** Lorraine, Blademaster (champion, norm, memory 2). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "TJTeWcZnsQ",
  name: "Lorraine, Blademaster",
  text: 'Lorraine Lineage (Lorraine, Blademaster must be leveled from a previous level "Lorraine" champion.)\n\nOn Enter: Until end of turn, Lorraine\'s attacks get +2 POWER and gain "On Kill: Draw a card."',
  abilities: [
    { kind: "lineage", name: "Lorraine" },
    { kind: "trigger", on: "onEnter", effects: [{ op: "championAttacksGet", power: 2, onKillDraw: true }] },
  ],
});
