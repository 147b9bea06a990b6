import { defineCard } from "../types.js";

/**
 * Hunter's Machete — Gear, Body, 3 Energy.
 * Equipment, Might Bonus +2 (printed, CR 1.4 137.3); its text is only [Equip].
 */
export default defineCard({
  code: "UNL-096",
  name: "Hunter's Machete",
  text: "[Equip] :rb_rune_body: (:rb_rune_body:: Attach this to a unit you control.)",
  abilities: [
    {
      kind: "activated",
      equip: true,
      // CR 1.4 818.1.c.2: "[cost]: Attach this to a unit you control."
      cost: { power: 1, powerDomain: "Body" },
      targets: [{ id: "unit", filter: { type: "unit", controller: "friendly" } }],
      effects: [{ op: "attach", what: { self: true }, to: { target: "unit" } }],
    },
  ],
});
