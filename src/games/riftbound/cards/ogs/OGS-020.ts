import { defineCard } from "../types.js";

/** Highlander — Spell (Signature, Master Yi), Calm/Body, 4 Energy. Reaction. */
export default defineCard({
  code: "OGS-020",
  name: "Highlander",
  text: "[Reaction] (Play any time, even before spells and abilities resolve.)\nChoose a friendly unit. The next time it dies this turn, recall it exhausted instead. (Send it to base. This isn't a move.)",
  abilities: [
    {
      kind: "spell",
      targets: [{ id: "unit", filter: { type: "unit", controller: "friendly" } }],
      effects: [{ op: "replaceNextDeath", what: { target: "unit" }, with: "recallExhausted" }],
    },
  ],
});
