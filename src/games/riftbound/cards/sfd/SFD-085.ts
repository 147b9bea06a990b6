import { defineCard } from "../types.js";

/**
 * Ornn, Forge God — Unit (Champion), Mind, 6 Energy. [Deflect 2] comes from the card data; [Weaponmaster] is its play
 * trigger (CR 1.4 821.1.c, optional: SFD FAQ); "+1 Might for each friendly gear" counts gear he controls now (Amount
 * `count`), attached Equipment included.
 */
export default defineCard({
  code: "SFD-085",
  name: "Ornn, Forge God",
  text: "[Deflect 2] (Opponents must pay :rb_rune_rainbow::rb_rune_rainbow: to choose me with a spell or ability.)\n[Weaponmaster] (When you play me, you may [Equip] one of your Equipment to me for :rb_rune_rainbow: less, even if it's already attached.)\nI have +1 :rb_might: for each friendly gear.",
  abilities: [
    {
      kind: "triggered",
      // CR 1.4 821.1.c: "When you play me, you may choose an Equipment you control …"
      on: "played",
      filter: { self: true },
      targets: [{ id: "equipment", filter: { type: "gear", tag: "Equipment", controller: "friendly" }, upTo: true }],
      effects: [{ op: "weaponmaster", what: { target: "equipment" }, to: { self: true } }],
    },
    { kind: "passive", passive: { kind: "might", amount: { count: { type: "gear", controller: "friendly" } } } },
  ],
});
