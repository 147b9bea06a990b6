import { defineCard } from "../types.js";

/**
 * Undying Loyalty — Spell, Order. The unit is chosen from your trash as the spell is played (559.3: "play a unit …
 * from your trash" names it; printed costs at most [2] and [A], 130), so "this costs [2] less if you choose a Bird,
 * Cat, Dog, or Poro" reads that choice (CR 1.4 355.5 then 356.4: `applies.choosing` on its own cost). On resolution
 * the unit is played ignoring its cost, as Heedless Resurrection's.
 */
export default defineCard({
  code: "UNL-168",
  name: "Undying Loyalty",
  text: "This costs :rb_energy_2: less if you choose a Bird, Cat, Dog, or Poro.\nPlay a unit with cost no more than :rb_energy_2: and no more than :rb_rune_rainbow: from your trash, ignoring its cost.",
  abilities: [
    {
      kind: "passive",
      passive: {
        kind: "cost",
        mod: { discount: { energy: 2 } },
        applies: {
          self: true,
          // The chosen card is in the trash: each alternative says so (a filter's default is the board).
          choosing: {
            anyOf: [
              { at: "trash", tag: "Bird" },
              { at: "trash", tag: "Cat" },
              { at: "trash", tag: "Dog" },
              { at: "trash", tag: "Poro" },
            ],
          },
        },
      },
    },
    {
      kind: "spell",
      targets: [{ id: "unit", filter: { at: "trash", cardType: "Unit", maxEnergy: 2, maxPower: 1 } }],
      effects: [{ op: "play", what: { target: "unit" }, cost: "ignore" }],
    },
  ],
});
