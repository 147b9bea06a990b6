import { defineCard } from "../types.js";

/**
 * Dancing Grenade — Spell, Fury, 2 Energy + 1 Fury. "Its controller" is read before the damage (563.2.c.9); that
 * player may play this card again for [A] as it resolves (595.3, 560.1: `playAgain`), choosing a new target (559.3).
 * The new play deals 1 Bonus Damage more for each time this card has dealt damage this turn (CR 1.4 417.4), so the
 * grenade grows as it is thrown back and forth (docs/rules-decisions.md "Last cards").
 */
export default defineCard({
  code: "UNL-020",
  name: "Dancing Grenade",
  text: "Deal 2 to a unit. Its controller may play this spell again for :rb_rune_rainbow:. If they do, this deals 1 additional Bonus Damage for each time this spell has dealt damage this turn.",
  abilities: [
    {
      kind: "spell",
      targets: [{ id: "unit", filter: { type: "unit" } }],
      effects: [
        { op: "saveController", what: { target: "unit" }, saveAs: "controller" },
        { op: "damage", amount: 2, to: { target: "unit" } },
        { op: "playAgain", who: { var: "controller" }, cost: { power: 1 }, bonusPerDamage: true },
      ],
    },
  ],
});
