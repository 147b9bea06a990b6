import { defineCard } from "../types.js";

/**
 * Vilemaw — Unit, Calm, 8 Energy + 2 Calm, 8 Might, Ambush (printed, CR 1.4 822). Enemy units at its battlefield with
 * less Might than it (read as combat damage is dealt) deal no combat damage (567, 626). "When I hold" (630.2).
 */
export default defineCard({
  code: "UNL-060",
  name: "Vilemaw",
  text: "[Ambush] (You may play me as a [Reaction] to a battlefield where you have units.)\nEnemy units here with less Might than me don't deal combat damage.\nWhen I hold, draw 1.",
  abilities: [
    {
      kind: "passive",
      passive: {
        kind: "noCombatDamage",
        to: {
          type: "unit",
          controller: "enemy",
          at: "here",
          might: { op: "<", value: { mightOf: { self: true } } },
        },
      },
    },
    { kind: "triggered", on: "held", filter: { player: "you", here: true }, effects: [{ op: "draw", n: 1 }] },
  ],
});
