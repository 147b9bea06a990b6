import { defineCard } from "../types.js";

/** Spectral Matron — Unit, Order, 4 Energy + 2 Order Power. */
export default defineCard({
  code: "OGN-226",
  name: "Spectral Matron",
  text: "When you play me, you may play a unit costing no more than :rb_energy_3: and no more than :rb_rune_rainbow: from your trash, ignoring its cost.",
  abilities: [
    {
      kind: "triggered",
      on: "played",
      filter: { self: true },
      effects: [
        {
          op: "may",
          prompt: "Play a unit costing no more than 3 Energy and 1 Power from your trash, ignoring its cost?",
          then: [
            // Chosen on resolution (not a target): a unit card in your trash with printed cost ≤ [3] and ≤ [A].
            {
              op: "chooseFromZone",
              filter: { at: "trash", cardType: "Unit", maxEnergy: 3, maxPower: 1 },
              saveAs: "unit",
              count: 1,
            },
            { op: "play", what: { var: "unit" }, cost: "ignore" }, // 595.3, 560.1.a
          ],
        },
      ],
    },
  ],
});
