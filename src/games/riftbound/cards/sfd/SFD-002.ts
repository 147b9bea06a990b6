import { defineCard } from "../types.js";

/**
 * Armed Assailant — Unit, Fury, 6 Energy + 1 Fury. Accelerate (717) is printed; Weaponmaster (CR 1.4 821).
 */
export default defineCard({
  code: "SFD-002",
  name: "Armed Assailant",
  text: "[Accelerate] (You may pay :rb_energy_1::rb_rune_fury: as an additional cost to have me enter ready.)\n[Weaponmaster] (When you play me, you may [Equip] one of your Equipment to me for :rb_rune_rainbow: less, even if it's already attached.)",
  abilities: [
    {
      kind: "triggered",
      // CR 1.4 821.1.c: "When you play me, you may choose an Equipment you control …" (SFD FAQ: always optional).
      on: "played",
      filter: { self: true },
      targets: [{ id: "equipment", filter: { type: "gear", tag: "Equipment", controller: "friendly" }, upTo: true }],
      effects: [{ op: "weaponmaster", what: { target: "equipment" }, to: { self: true } }],
    },
  ],
});
