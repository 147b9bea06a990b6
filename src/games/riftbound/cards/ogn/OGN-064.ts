import { defineCard } from "../types.js";

/** Wind Wall — Spell, Calm, 3 Energy + 2 Power. Reaction. */
export default defineCard({
  code: "OGN-064",
  name: "Wind Wall",
  text: "[Reaction] (Play any time, even before spells and abilities resolve.)\nCounter a spell.",
  abilities: [
    {
      kind: "spell",
      targets: [{ id: "spell", filter: { type: "spell", at: "chain" } }],
      effects: [{ op: "counter", what: { target: "spell" } }],
    },
  ],
});
