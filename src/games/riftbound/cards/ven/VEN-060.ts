import { defineCard } from "../types.js";

/** Sky Cruiser — Unit, Mind, 4 Energy + 1 Power. "Discard a gear" is a cost (598.2.a, 577). */
export default defineCard({
  code: "VEN-060",
  name: "Sky Cruiser",
  text: "Discard a gear, :rb_energy_1:, :rb_exhaust:: Deal 4 to a unit at a battlefield.",
  abilities: [
    {
      kind: "activated",
      cost: { discard: 1, discardFilter: { cardType: "Gear" }, energy: 1, exhaust: true },
      targets: [{ id: "unit", filter: { type: "unit", at: "battlefield" } }],
      effects: [{ op: "damage", amount: 4, to: { target: "unit" } }],
    },
  ],
});
