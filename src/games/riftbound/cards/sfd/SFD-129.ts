import { defineCard } from "../types.js";

/**
 * Temptation — Spell, Chaos, 2 Energy. [Repeat] [2] (CR 1.4 820): the repeated execution chooses its own enemy unit
 * (820.2.a); Vegas rulings: the two may be at different locations, and one that became illegal is skipped (563.2.c).
 * The destination is chosen as it resolves (§5: moves choose on resolution) among the locations (its base or a
 * battlefield, 138.1.a.1) where that unit's controller has another unit; none, and it stays.
 */
export default defineCard({
  code: "SFD-129",
  name: "Temptation",
  text: "[Repeat] :rb_energy_2: (You may pay the additional cost to repeat this spell's effect.)\nMove an enemy unit to a location where there's a unit with the same controller.",
  abilities: [
    { kind: "passive", passive: { kind: "additionalCost", optional: true, cost: "repeat", energy: 2 } },
    {
      kind: "spell",
      targets: [{ id: "unit", filter: { type: "unit", controller: "enemy" } }],
      effects: [{ op: "moveChoose", what: { target: "unit" }, toOwnUnits: true }],
    },
  ],
});
