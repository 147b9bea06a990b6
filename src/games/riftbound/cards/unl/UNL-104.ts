import { defineCard } from "../types.js";

/**
 * Gentle Gemdragon — Unit, Body, 8 Energy. Tags: Dragon.
 * "When you play me or another Dragon" (543.2, 139.1): two trigger conditions of one effect; "ready up to 2 runes"
 * lets its controller choose which (or fewer).
 */
export default defineCard({
  code: "UNL-104",
  name: "Gentle Gemdragon",
  text: "When you play me or another Dragon, ready up to 2 runes.",
  abilities: [
    {
      kind: "triggered",
      on: "played",
      filter: { self: true },
      effects: [{ op: "readyRunes", n: 2, upTo: true }],
    },
    {
      kind: "triggered",
      on: "played",
      filter: { player: "you", subject: { tag: "Dragon", other: true } },
      effects: [{ op: "readyRunes", n: 2, upTo: true }],
    },
  ],
});
