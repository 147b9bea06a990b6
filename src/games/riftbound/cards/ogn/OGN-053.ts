import { defineCard } from "../types.js";

/**
 * Stand United — Spell, Calm, 3 Energy. Hidden, Action. "Buffs give an additional +1 Might to friendly units this
 * turn": a `buffBonus` passive held by its controller for the turn (703, 517.2.b); two resolutions give +2 more.
 */
export default defineCard({
  code: "OGN-053",
  name: "Stand United",
  text: "[Hidden] (Hide now for :rb_rune_rainbow: to react with later for :rb_energy_0:.)\n[Action] (Play on your turn or in showdowns.)\nBuff a friendly unit. Buffs give an additional +1 :rb_might: to friendly units this turn. (To buff a unit, give it a +1 :rb_might: buff if it doesn't already have one.)",
  abilities: [
    {
      kind: "spell",
      targets: [{ id: "unit", filter: { type: "unit", controller: "friendly" } }],
      effects: [
        { op: "buff", what: { target: "unit" } },
        { op: "createEffect", duration: "turn", passive: { kind: "buffBonus", amount: 1 } },
      ],
    },
  ],
});
