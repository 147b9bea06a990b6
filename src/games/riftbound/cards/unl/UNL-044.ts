import { defineCard } from "../types.js";

/** Flurry of Feathers — Spell, Calm, 4 Energy + 2 Calm. Not yet run faithfully: refused at deck validation. */
export default defineCard({
  code: "UNL-044",
  name: "Flurry of Feathers",
  text: "[Reaction]\nChoose one \u2014\n- Counter a spell.\n- Play four 1 :rb_might: Bird unit tokens with [Deflect]. (Opponents must pay :rb_rune_rainbow: to choose them with a spell or ability.)",
  unsupported:
    "needs modal spells whose mode is chosen when played (a counter mode targets a spell), owned by the VEN helper",
  abilities: [],
});
