import { defineCard } from "../types.js";

/**
 * Bard, Mercurial — Unit (Champion), Mind, 4 Energy + 1 Mind. "You may exhaust your legend as an additional cost"
 * (560.2.b, 592.4: `optional: [exhaust]`, only while the legend is ready); "if you paid the additional cost" is read
 * from the play (560.4.d.1). The open battlefield (nobody controls it, no units there) is chosen as the trigger goes on
 * the chain; "any number of your units" are chosen one at a time as it resolves, then move there together (608, 612).
 */
export default defineCard({
  code: "SFD-079",
  name: "Bard, Mercurial",
  text: "You may exhaust your legend as an additional cost to play me.\nWhen you play me, if you paid the additional cost, move any number of your units to an open battlefield.",
  abilities: [
    {
      kind: "passive",
      passive: {
        kind: "additionalCost",
        optional: true,
        cost: "exhaust",
        filter: { type: "legend", controller: "friendly" },
      },
    },
    {
      kind: "triggered",
      on: "played",
      filter: { self: true },
      if: { paidOptional: "exhaust" },
      targets: [{ id: "bf", battlefield: true, filter: { type: "battlefield", open: true } }],
      effects: [
        {
          op: "chooseFromZone",
          filter: { type: "unit", controller: "friendly" },
          count: 99,
          upTo: true,
          saveAs: "units",
        },
        { op: "move", what: { var: "units" }, to: { target: "bf" } },
      ],
    },
  ],
});
