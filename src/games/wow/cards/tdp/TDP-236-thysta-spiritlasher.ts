import { wowCard } from "../types.js";

/**
 * Thysta Spiritlasher (TDP-236): Horde Ally, Orc Warlock, 5, 3 fire / 5 health. "If no damage was dealt this turn" is
 * a double-check condition (CR 7.4 703.2). The four sources agree.
 */
export default wowCard({
  id: "TDP-236",
  name: "Thysta Spiritlasher",
  text: "At the end of each player's turn, if no damage was dealt this turn, Thysta Spiritlasher deals 3 fire damage to that player's hero.",
  powers: [
    {
      kind: "trigger",
      on: "each-turn-end",
      condition: "no-damage-dealt-this-turn",
      targets: [],
      effects: [{ op: "damage", amount: 3, type: "fire", to: "turn-players-hero", by: "self" }],
    },
  ],
});
