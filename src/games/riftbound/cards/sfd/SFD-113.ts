import { defineCard } from "../types.js";

/**
 * Lucian, Merciless — Unit (Champion), Body, 3 Energy. Weaponmaster (CR 1.4 821); "the first time I conquer each turn".
 */
export default defineCard({
  code: "SFD-113",
  name: "Lucian, Merciless",
  text: "[Weaponmaster] (When you play me, you may [Equip] one of your Equipment to me for :rb_rune_rainbow: less, even if it's already attached.)\nThe first time I conquer each turn, ready me.",
  abilities: [
    {
      kind: "triggered",
      // CR 1.4 821.1.c: "When you play me, you may choose an Equipment you control …" (SFD FAQ: always optional).
      on: "played",
      filter: { self: true },
      targets: [{ id: "equipment", filter: { type: "gear", tag: "Equipment", controller: "friendly" }, upTo: true }],
      effects: [{ op: "weaponmaster", what: { target: "equipment" }, to: { self: true } }],
    },
    {
      kind: "triggered",
      on: "conquered",
      filter: { player: "you", here: true },
      limit: { nth: 1, per: "turn" },
      effects: [{ op: "ready", what: { self: true } }],
    },
  ],
});
