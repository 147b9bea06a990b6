/** Take Point (action, norm, reserve 2). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "098kmoi0a5",
  name: "Take Point",
  text: "Your champion gains taunt until the beginning of your next turn. (While awake, this unit must be targeted before other units you control during your opponents' attack declarations if able.)\n\n[Class Bonus] Floating Memory",
  abilities: [
    {
      kind: "effect",
      effects: [{ op: "pump", target: { kind: "champion", who: "you" }, gains: "taunt", untilYourNextTurn: true }],
    },
    { kind: "keyword", keyword: "floatingMemory", condition: { kind: "classBonus" } },
  ],
});
