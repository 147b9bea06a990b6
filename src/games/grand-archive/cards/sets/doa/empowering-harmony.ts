/** Empowering Harmony (action, norm, reserve 2). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "Kc5Bktw0yK",
  name: "Empowering Harmony",
  text: "Your champion gets +2 level until end of turn.\n\n[Class Bonus] Harmonize — If you've activated a Melody card this turn, draw a card.",
  abilities: [
    { kind: "effect", effects: [{ op: "championLevelGet", amount: 2 }] },
    {
      kind: "effect",
      effects: [{ op: "if", condition: { kind: "melodyActivatedThisTurn" }, then: [{ op: "draw", amount: 1 }] }],
      condition: { kind: "classBonus" },
    },
  ],
});
