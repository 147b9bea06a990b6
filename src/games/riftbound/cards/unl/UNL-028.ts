import { defineCard } from "../types.js";

/**
 * Pyke, Dockside Butcher — Unit (Champion), Fury, 3 Energy.
 * [Hidden] and [Ganking] printed. The Fury is an optional additional cost (560.2.b); "if you paid" reads it from the play (560.4.d.1).
 */
export default defineCard({
  code: "UNL-028",
  name: "Pyke, Dockside Butcher",
  text: "[Hidden] (Hide now for :rb_rune_rainbow: to react with later for :rb_energy_0:.)\n[Ganking] (I can move from battlefield to battlefield.)\nYou may pay :rb_rune_fury: as an additional cost to play me.\nWhen you play me, if you paid the additional cost, ready me and give me +2 :rb_might: this turn.",
  abilities: [
    {
      kind: "passive",
      passive: { kind: "additionalCost", optional: true, cost: "power", power: { n: 1, domain: "Fury" } },
    },
    {
      kind: "triggered",
      on: "played",
      filter: { self: true },
      effects: [
        {
          op: "if",
          cond: { paidOptional: "power" },
          then: [
            { op: "ready", what: { self: true } },
            { op: "might", what: { self: true }, amount: 2, duration: "turn" },
          ],
        },
      ],
    },
  ],
});
