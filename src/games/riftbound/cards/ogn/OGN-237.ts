import { defineCard } from "../types.js";

/** King's Edict — Spell, Order, 6 Energy + 2 Order Power. */
export default defineCard({
  code: "OGN-237",
  name: "King's Edict",
  text: "Starting with the next player, each other player chooses a unit you don't control that hasn't been chosen for this spell. Kill those units.",
  abilities: [
    {
      kind: "spell",
      effects: [
        // Choices by the other players on resolution (not targets, 559.3); then one kill of them all (604).
        {
          op: "chooseByPlayers",
          players: "others",
          filter: { type: "unit", controller: "notYou" },
          saveAs: "chosen",
          prompt: "King's Edict: choose a unit its caster doesn't control (not already chosen). It will be killed.",
        },
        { op: "kill", what: { var: "chosen" } },
      ],
    },
  ],
});
