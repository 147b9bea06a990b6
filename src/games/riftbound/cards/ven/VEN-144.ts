import { defineCard } from "../types.js";

/**
 * Death Mark — Spell (Signature), Fury, Chaos, 2 Energy + 1 Power.
 * [Burn 3] (CR 1.4 440), then a Shadow Clone token (CR 1.4 187.11; played like a card to your base or a battlefield you control, 176.1.a). [Flow] [1][A][A] (CR 1.4 829).
 */
export default defineCard({
  code: "VEN-144",
  name: "Death Mark",
  text: '[Burn 3]. (Put the top 3 cards of your Main Deck into your trash.)\nPlay a 0 :rb_might: Shadow Clone unit token. (It has "When I attack, you may banish a unit from your trash. If you do, give me [Assault 4] this turn.")\n[Flow] :rb_energy_1::rb_rune_rainbow::rb_rune_rainbow: (You may play this from your trash for its Flow cost. Then banish it.)',
  abilities: [
    {
      kind: "spell",
      effects: [
        { op: "burn", n: 3 },
        { op: "token", token: "Shadow Clone", n: 1, at: "choose" },
      ],
    },
    { kind: "passive", passive: { kind: "flow", energy: 1, power: ["any", "any"] } },
  ],
});
