import { defineCard } from "../types.js";

/**
 * Blood Money — Spell, Order, 2 Energy. Action. Whose unit it was is read as it resolves, before the kill (563.2.c.9).
 */
export default defineCard({
  code: "SFD-162",
  name: "Blood Money",
  text: "[Action] (Play on your turn or in showdowns.)\nKill a unit at a battlefield with 2 :rb_might: or less. If it was an enemy unit, play a Gold gear token exhausted. If it was a friendly unit, play two Gold gear tokens exhausted.",
  abilities: [
    {
      kind: "spell",
      targets: [{ id: "unit", filter: { type: "unit", at: "battlefield", maxMight: 2 } }],
      effects: [
        {
          op: "if",
          cond: { is: { target: "unit" }, filter: { controller: "enemy" } },
          then: [
            { op: "kill", what: { target: "unit" } },
            { op: "token", token: "Gold", n: 1, at: "base" },
          ],
          else: [
            {
              op: "if",
              cond: { is: { target: "unit" }, filter: { controller: "friendly" } },
              then: [
                { op: "kill", what: { target: "unit" } },
                { op: "token", token: "Gold", n: 2, at: "base" },
              ],
            },
          ],
        },
      ],
    },
  ],
});
