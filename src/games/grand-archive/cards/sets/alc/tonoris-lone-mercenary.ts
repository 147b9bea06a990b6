/** Tonoris, Lone Mercenary (champion, norm, memory 1). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "zb14m4c8lj",
  name: "Tonoris, Lone Mercenary",
  text: "On Enter: Tonoris gains taunt until the beginning of your next turn. (While awake, this unit must be targeted before other units you control during your opponents' attack declarations if able.)",
  abilities: [
    {
      kind: "trigger",
      on: "onEnter",
      effects: [{ op: "pump", target: { kind: "champion", who: "you" }, gains: "taunt", untilYourNextTurn: true }],
    },
  ],
});
