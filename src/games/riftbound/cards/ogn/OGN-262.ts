import { defineCard } from "../types.js";

/** Zenith Blade — Spell (Leona signature), Calm and Order, 3 Energy + 2 Power. Action (printed). */
export default defineCard({
  code: "OGN-262",
  name: "Zenith Blade",
  text: "[Action] (Play on your turn or in showdowns.)\nStun an enemy unit at a battlefield. You may move a friendly unit to that enemy unit's battlefield. (A stunned unit doesn't deal combat damage this turn.)",
  abilities: [
    {
      kind: "spell",
      targets: [
        { id: "enemy", filter: { type: "unit", controller: "enemy", at: "battlefield" } },
        { id: "ally", filter: { type: "unit", controller: "friendly" }, upTo: true },
      ],
      effects: [
        { op: "stun", what: { target: "enemy" } },
        {
          op: "if",
          cond: { is: { target: "ally" }, filter: {} },
          then: [
            {
              op: "may",
              prompt: "Move your unit to that enemy unit's battlefield?",
              then: [{ op: "move", what: { target: "ally" }, to: { locationOf: { target: "enemy" } } }],
            },
          ],
        },
      ],
    },
  ],
});
