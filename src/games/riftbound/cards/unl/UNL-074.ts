import { defineCard } from "../types.js";

/**
 * Frigid Jewel — Gear, Mind, 2 Energy. "When you draw your second card each turn" is the second `drew` event of its
 * controller this turn (591, 583: `limit`), whatever drew it; the friendly unit is chosen as the trigger goes on
 * the chain (559.3.b).
 */
export default defineCard({
  code: "UNL-074",
  name: "Frigid Jewel",
  text: "When you draw your second card each turn, give a friendly unit +2 :rb_might: this turn.",
  abilities: [
    {
      kind: "triggered",
      on: "drew",
      filter: { player: "you" },
      limit: { nth: 2, per: "turn" },
      targets: [{ id: "unit", filter: { type: "unit", controller: "friendly" } }],
      effects: [{ op: "might", what: { target: "unit" }, amount: 2, duration: "turn" }],
    },
  ],
});
