import { defineCard } from "../types.js";

/** Unforgiven — Legend (Yasuo). Errata (English text only): "its base" instead of "your base"; the
 * behaviour follows it (OFAQ-63: a unit's base is its controller's) */
export default defineCard({
  code: "OGN-259",
  name: "Unforgiven",
  text: ":rb_energy_2:, :rb_exhaust:: Move a friendly unit to or from its base.",
  abilities: [
    {
      kind: "activated",
      cost: { energy: 2, exhaust: true },
      targets: [{ id: "unit", filter: { type: "unit", controller: "friendly" } }],
      effects: [{ op: "moveChoose", what: { target: "unit" }, toOrFromBase: true }],
    },
  ],
});
