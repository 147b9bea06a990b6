import { defineCard } from "../types.js";

/**
 * Flurry of Feathers — Spell, Calm, 4 Energy + 2 Calm. [Reaction] is printed. "Choose one —" is chosen as the spell
 * is played (CR 1.4 355.3, spell `modes`): the counter mode chooses its spell then (559.3, 601); the token mode
 * plays four Bird tokens (1 Might, [Deflect], CR 1.4 187.7) where its controller chooses (no location is named:
 * CR 1.4 439.2.c, as Sprite Call's).
 */
export default defineCard({
  code: "UNL-044",
  name: "Flurry of Feathers",
  text: "[Reaction]\nChoose one \u2014\n- Counter a spell.\n- Play four 1 :rb_might: Bird unit tokens with [Deflect]. (Opponents must pay :rb_rune_rainbow: to choose them with a spell or ability.)",
  abilities: [
    {
      kind: "spell",
      effects: [],
      modes: [
        {
          label: "Counter a spell",
          targets: [{ id: "spell", filter: { type: "spell", at: "chain" } }],
          effects: [{ op: "counter", what: { target: "spell" } }],
        },
        {
          label: "Play four 1 Might Bird unit tokens with Deflect",
          effects: [{ op: "token", token: "Bird", n: 4, at: "choose" }],
        },
      ],
    },
  ],
});
