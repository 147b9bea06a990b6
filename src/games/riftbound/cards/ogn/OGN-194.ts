import { defineCard } from "../types.js";

/**
 * Nocturne, Horrifying — Unit (Champion), Chaos, 4 Energy + 1 Power, Ganking (printed keyword).
 * Errata (Origins Card Errata, OFAQ-37): "As you look at or reveal me from the top of your deck, you may banish me.
 * If you do, you may play me for [A]." The behaviour follows the errata: not a trigger; it applies as the card is
 * seen on top of its owner's Main Deck by any instruction that looks at or reveals it (Vision, Stacked Deck,
 * Reinforce, The Candlelit Sanctum, Teemo, Dazzling Aurora …). Banished, he is no longer among the cards seen
 * (OFAQ-39); his play is finished after that resolution, paying one Power of any domain instead of his cost, to base
 * or a battlefield his controller controls (OFAQ-38); unpayable, he stays banished. Dazzling Aurora stops at him:
 * banished by his own ability he is played for [A], otherwise Aurora plays him (OFAQ-41).
 */
export default defineCard({
  code: "OGN-194",
  name: "Nocturne, Horrifying",
  text: "[Ganking] (I can move from battlefield to battlefield.)\nWhen you look at cards from the top of your deck (and don't draw them) and see me, you may play me for :rb_rune_rainbow:.",
  abilities: [{ kind: "passive", passive: { kind: "asSeenFromDeck", playFor: { power: 1 } } }],
});
