import { defineCard } from "../types.js";

/** Call to Glory — Spell, Order, 3 Energy. Reaction (printed). */
export default defineCard({
  code: "OGN-207",
  name: "Call to Glory",
  text: "[Reaction] (Play any time, even before spells and abilities resolve.)\nAs you play this, you may spend a buff as an additional cost. If you do, ignore this spell's cost.\nGive a unit +3 :rb_might: this turn.",
  abilities: [
    // 560.2.b optional additional cost (`optional: ["spendBuff"]`); paid, the base cost is ignored (560.1.a).
    { kind: "passive", passive: { kind: "additionalCost", optional: true, cost: "spendBuff", ignoreCost: true } },
    {
      kind: "spell",
      targets: [{ id: "unit", filter: { type: "unit" } }],
      effects: [{ op: "might", what: { target: "unit" }, amount: 3, duration: "turn" }],
    },
  ],
});
