import { defineCard } from "../types.js";

/**
 * Yone, Blademaster — Unit (Champion), Body, 5 Energy + 1 Body. Errata (Spiritforged FAQ, riftboundoc-errata): the
 * conquer trigger reads the battlefield's control immediately before the conquest (`uncontrolled`). The damage is the
 * ability's (no object is told to deal it).
 */
export default defineCard({
  code: "SFD-116",
  name: "Yone, Blademaster",
  text: "[Weaponmaster] (When you play me, you may [Equip] one of your Equipment to me for :rb_rune_rainbow: less, even if it's already attached.)\nWhen I conquer an open battlefield, deal damage equal to my Might to an enemy unit in a base.",
  errata: {
    text: "[Weaponmaster] (When you play me, you may [Equip] one of your Equipment to me for :rb_rune_rainbow: less, even if it's already attached.)\nWhen I conquer a battlefield that was uncontrolled, deal damage equal to my Might to an enemy unit in a base.",
    source: 'Spiritforged FAQ errata (faq/riftboundoc-errata.json); the printed text said "an open battlefield"',
  },
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
      filter: { player: "you", here: true, data: { uncontrolled: true } },
      targets: [{ id: "enemy", filter: { type: "unit", controller: "enemy", at: "base" } }],
      effects: [{ op: "damage", amount: { mightOf: { self: true } }, to: { target: "enemy" } }],
    },
  ],
});
