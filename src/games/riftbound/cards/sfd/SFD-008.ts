import { defineCard } from "../types.js";

/**
 * Sentinel Adept — Unit, Fury, 3 Energy. Weaponmaster (CR 1.4 821).
 */
export default defineCard({
  code: "SFD-008",
  name: "Sentinel Adept",
  text: "[Weaponmaster] (When you play me, you may [Equip] one of your Equipment to me for :rb_rune_rainbow: less, even if it's already attached.)",
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
