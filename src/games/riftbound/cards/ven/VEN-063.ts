import { defineCard } from "../types.js";

/**
 * Nasus, Guardian of Knowledge — Unit (Champion), Mind, 5 Energy + 1 Power.
 * "Once each turn": only the first matching death each turn (583, `limit`); "here" is the death's battlefield (584.2).
 */
export default defineCard({
  code: "VEN-063",
  name: "Nasus, Guardian of Knowledge",
  text: "Once each turn, when an enemy unit here dies, channel 1 rune exhausted.",
  abilities: [
    {
      kind: "triggered",
      on: "died",
      filter: { subject: { type: "unit", controller: "enemy" }, here: true },
      limit: { nth: 1, per: "turn" },
      effects: [{ op: "channel", n: 1, exhausted: true }],
    },
  ],
});
