import { defineCard } from "../types.js";

/** Dancing Grenade — Spell, Fury, 2 Energy + 1 Fury. Not yet run faithfully: refused at deck validation. */
export default defineCard({
  code: "UNL-020",
  name: "Dancing Grenade",
  text: "Deal 2 to a unit. Its controller may play this spell again for :rb_rune_rainbow:. If they do, this deals 1 additional Bonus Damage for each time this spell has dealt damage this turn.",
  unsupported:
    "needs its target's controller replaying the spell for [A] with Bonus Damage counted from this spell's damage this turn",
  abilities: [],
});
