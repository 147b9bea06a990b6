import { defineCard, type ObjFilter } from "../types.js";

/** A legend, unit, or gear (the objects that can be Empowered, CR 1.4 441.1). */
const empowerable: ObjFilter = { anyOf: [{ type: "unit" }, { type: "gear" }, { type: "legend" }] };

/**
 * Profiteer — Unit, Body, 4 Energy. "You may disempower something you control to empower …": offered only while its
 * controller has something Empowered (a cost that cannot be paid, CR 1.4 355.10); both are chosen on resolution, not
 * targets (559.3): first what is disempowered (442), then the legend, unit or gear to empower (441; any player's, the
 * same object included).
 */
export default defineCard({
  code: "VEN-082",
  name: "Profiteer",
  text: "When you play me, you may disempower something you control to empower a legend, unit, or gear.",
  abilities: [
    {
      kind: "triggered",
      on: "played",
      filter: { self: true },
      effects: [
        {
          op: "if",
          cond: { exists: { ...empowerable, controller: "friendly", state: ["empowered"] } },
          then: [
            {
              op: "may",
              prompt: "Disempower something you control to empower a legend, unit, or gear?",
              then: [
                {
                  op: "chooseFromZone",
                  filter: { ...empowerable, controller: "friendly", state: ["empowered"] },
                  count: 1,
                  saveAs: "paid",
                },
                { op: "disempower", what: { var: "paid" } },
                { op: "chooseFromZone", filter: empowerable, count: 1, saveAs: "chosen" },
                { op: "empower", what: { var: "chosen" } },
              ],
            },
          ],
        },
      ],
    },
  ],
});
