import { defineCard } from "../types.js";

/**
 * Stare Down — Spell, Body, 2 Energy. The friendly unit and the battlefield are chosen on play (559.3, 163.7); on
 * resolution each enemy unit at that battlefield whose Might is less than the chosen unit's now (139.2) is moved to
 * its base (609). The set is fixed first, then each unit is compared and moved in turn (docs/rules-decisions.md).
 * The XP is gained either way (CR 1.4 730.1).
 */
export default defineCard({
  code: "UNL-107",
  name: "Stare Down",
  text: "Choose a friendly unit and a battlefield. Move all enemy units at that battlefield with less Might than the chosen unit to their base. Gain 1 XP.",
  abilities: [
    {
      kind: "spell",
      targets: [
        { id: "unit", filter: { type: "unit", controller: "friendly" } },
        { id: "bf", battlefield: true, filter: {} },
      ],
      effects: [
        {
          op: "forEach",
          what: { all: { type: "unit", controller: "enemy" }, atTarget: "bf" },
          as: "enemy",
          effects: [
            {
              op: "if",
              cond: {
                compare: [
                  { minus: [{ mightOf: { var: "enemy" } }, { mightOf: { target: "unit" } }] },
                  { op: "<", value: 0 },
                ],
              },
              then: [{ op: "moveToBase", what: { var: "enemy" } }],
            },
          ],
        },
        { op: "gainXp", n: 1 },
      ],
    },
  ],
});
