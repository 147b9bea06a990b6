import { defineCard } from "../types.js";

/**
 * Arachnoid Horror — Unit, Body, 6 Energy + 1 Body, 6 Might, Hunt 2 (printed, CR 1.4 823). Play permissions (559.2):
 * itself and, while it is on the board, the other units its controller plays may go to an occupied battlefield
 * where an enemy unit is alone (CR 1.4 740.2.a); a combat follows there as for any unit arriving (625.2).
 */
export default defineCard({
  code: "UNL-117",
  name: "Arachnoid Horror",
  text: "[Hunt 2] (When I conquer or hold, gain 2 XP.)\nI can be played to an occupied battlefield if an enemy unit is alone there.\nFriendly units can be played to an occupied battlefield if an enemy unit is alone there.",
  abilities: [
    { kind: "passive", passive: { kind: "playTo", to: "enemyAlone" } },
    { kind: "passive", passive: { kind: "playTo", to: "enemyAlone", others: true } },
  ],
});
