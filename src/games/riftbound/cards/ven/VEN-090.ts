import { defineCard } from "../types.js";

/**
 * Cataclysmic Duel — Spell, Body, 8 Energy + 3 Body. "Each player chooses a unit they control" is a choice on
 * resolution, not a target (559.3, CR 1.4 355.10), made by each player in turn order from the turn player (115.1)
 * and kept together (`chooseFromZone` `append`); "Kill the rest" then kills every other unit at once (604).
 */
export default defineCard({
  code: "VEN-090",
  name: "Cataclysmic Duel",
  text: "Each player chooses a unit they control. Kill the rest.",
  abilities: [
    {
      kind: "spell",
      effects: [
        {
          op: "forEachPlayer",
          from: "turnPlayer",
          do: [
            {
              op: "chooseFromZone",
              filter: { type: "unit", controller: "friendly" },
              count: 1,
              saveAs: "kept",
              append: true,
            },
          ],
        },
        { op: "kill", what: { all: { type: "unit" }, exceptVar: "kept" } },
      ],
    },
  ],
});
