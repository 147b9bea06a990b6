import { defineCard } from "../types.js";

/** Stormclaw Ursine — Unit, Body, 7 Energy, 6 Might. Tank (from the card data). */
export default defineCard({
  code: "OGN-137",
  name: "Stormclaw Ursine",
  text: "[Tank] (I must be assigned combat damage first.)\nWhen you play me, channel 1 rune exhausted.",
  abilities: [
    { kind: "triggered", on: "played", filter: { self: true }, effects: [{ op: "channel", n: 1, exhausted: true }] },
  ],
});
