import { defineCard } from "../types.js";

/**
 * Mystic Vortex — Battlefield. While a showdown is in progress here (545), every player's cards with [Reaction] cost
 * [A] more (a cost increase, CR 1.4 356.3) — a card played from facedown has [Reaction] (CR 1.4 723), so revealing a
 * hidden card here costs [A] instead of [0].
 */
export default defineCard({
  code: "VEN-160",
  name: "Mystic Vortex",
  text: "During showdowns here, cards with [Reaction] cost :rb_rune_rainbow: more to play. (Hidden cards have [Reaction].)",
  abilities: [
    {
      kind: "passive",
      passive: {
        kind: "cost",
        applies: { cards: { keyword: "Reaction" }, anyone: true },
        mod: { increase: { energy: 0, anyPower: 1 } },
        when: { showdownHere: true },
      },
    },
  ],
});
