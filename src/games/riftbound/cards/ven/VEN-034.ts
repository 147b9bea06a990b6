import { defineCard } from "../types.js";

/**
 * Resonating Strike — Spell, Calm, 2 Energy + 1 Power.
 * [Hidden] and [Reaction] come from the card data. Both choices are made as it is played (559.3): a battlefield you control and a friendly unit elsewhere; the move is not a standard move.
 */
export default defineCard({
  code: "VEN-034",
  name: "Resonating Strike",
  text: "[Hidden] (Hide now for :rb_rune_rainbow: to react with later for :rb_energy_0:.)\n[Reaction] (Play on your turn or in showdowns.)\nChoose a battlefield you control and a unit you control at a different location. Move that unit to that battlefield and give it +2 :rb_might: this turn.",
  abilities: [
    {
      kind: "spell",
      targets: [
        { id: "bf", filter: { controller: "friendly" }, battlefield: true },
        { id: "unit", filter: { type: "unit", controller: "friendly" }, elsewhereThan: "bf" },
      ],
      effects: [
        { op: "move", what: { target: "unit" }, to: { target: "bf" } },
        { op: "might", what: { target: "unit" }, amount: 2, duration: "turn" },
      ],
    },
  ],
});
