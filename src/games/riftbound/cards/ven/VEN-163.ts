import { defineCard } from "../types.js";

/**
 * Risen Altar — Battlefield. A rule for every player, whoever controls it (`anyone`): the [Empower] cost (CR 1.4 827)
 * of a player's own unit here costs [1] or [A] less (356.4) — a Power pip while the cost has one, else [1]
 * (docs/rules-decisions.md "Either-or discounts").
 */
export default defineCard({
  code: "VEN-163",
  name: "Risen Altar",
  text: "[Empower] costs of your units here cost :rb_energy_1: or :rb_rune_rainbow: less.",
  abilities: [
    {
      kind: "passive",
      passive: {
        kind: "abilityCostDiscount",
        abilities: "empower",
        of: { type: "unit", controller: "friendly", at: "here" },
        energy: 1,
        anyPower: 1,
        either: true,
        anyone: true,
      },
    },
  ],
});
