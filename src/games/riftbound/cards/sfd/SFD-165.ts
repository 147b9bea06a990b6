import { defineCard } from "../types.js";

/**
 * Glasc Mixologist — Unit, Order, 5 Energy + 1 Order. Deathknell (720): "cost no more than [3] and no more than [A]"
 * is the printed Energy and Power costs (130); the unit is chosen on resolution and played ignoring its cost (560.1.a).
 */
export default defineCard({
  code: "SFD-165",
  name: "Glasc Mixologist",
  text: "[Deathknell] — You may play a unit with cost no more than :rb_energy_3: and no more than :rb_rune_rainbow: from your trash, ignoring its cost. (When I die, get the effect.)",
  abilities: [
    {
      kind: "triggered",
      on: "died",
      filter: { self: true },
      zone: "trash",
      effects: [
        {
          op: "chooseFromZone",
          filter: { at: "trash", cardType: "Unit", maxEnergy: 3, maxPower: 1 },
          count: 1,
          optional: true,
          saveAs: "unit",
        },
        { op: "play", what: { var: "unit" }, cost: "ignore" },
      ],
    },
  ],
});
