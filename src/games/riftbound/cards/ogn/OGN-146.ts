import { defineCard } from "../types.js";

/** Wallop — Spell, Body, 2 Energy. Action. */
export default defineCard({
  code: "OGN-146",
  name: "Wallop",
  text: "[Action] (Play on your turn or in showdowns.)\nAs you play this, you may spend a buff as an additional cost. If you do, ignore this spell's cost.\nReady a unit.",
  abilities: [
    {
      kind: "passive",
      // 560.2.b optional additional cost (play with `optional: ["spendBuff"]`); paid, the cost is ignored (560.1.a).
      passive: {
        kind: "cost",
        mod: { additional: "spendBuff", id: "spendBuff", then: { ignore: "all" } },
        applies: { self: true },
      },
    },
    {
      kind: "spell",
      targets: [{ id: "unit", filter: { type: "unit" } }],
      effects: [{ op: "ready", what: { target: "unit" } }],
    },
  ],
});
