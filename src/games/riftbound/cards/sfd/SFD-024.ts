import { defineCard } from "../types.js";

/**
 * Rell, Magnetic — Unit (Champion), Fury, 4 Energy. Tank is printed. Errata (Spiritforged FAQ, reflexive triggers):
 * "If you do, then do this: Attach it to me." The Equipment is chosen from hand on resolution (a choice, not a target),
 * played ignoring its cost; as a permanent it leaves the chain at once (CR 1.4 359.2), then the attach is a reflexive
 * trigger (CR 1.4 386-388) players may react to.
 */
export default defineCard({
  code: "SFD-024",
  name: "Rell, Magnetic",
  text: "[Tank] (I must be assigned combat damage first.)\nWhen I attack, you may play an Equipment with Energy cost no more than :rb_energy_2:, ignoring its cost, and attach it to me.",
  errata: {
    text: "[Tank] (I must be assigned combat damage first.)\nWhen I attack, you may play an Equipment with Energy cost no more than :rb_energy_2:, ignoring its cost. If you do, then do this: Attach it to me.",
    source: "Spiritforged FAQ errata (faq/riftboundoc-errata.json)",
  },
  abilities: [
    {
      kind: "triggered",
      on: "attacked",
      filter: { self: true },
      effects: [
        {
          op: "chooseFromZone",
          filter: { at: "hand", tag: "Equipment", maxEnergy: 2 },
          count: 1,
          optional: true,
          saveAs: "equipment",
        },
        { op: "play", what: { var: "equipment" }, cost: "ignore", resolveAtOnce: true },
        {
          op: "if",
          cond: { varNonEmpty: "equipment" },
          then: [{ op: "reflexive", ability: 1, about: { var: "equipment" } }],
        },
      ],
    },
    {
      kind: "triggered",
      reflexive: true,
      effects: [{ op: "attach", what: { event: "object" }, to: { self: true } }],
    },
  ],
});
