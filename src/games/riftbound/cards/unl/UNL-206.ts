import { defineCard } from "../types.js";

/**
 * Altar of Blood — Battlefield. A printed optional replacement (571, 575) of the death of a unit at this battlefield
 * while a combat is in progress here (620-628: its showdown, damage or resolution). "Its controller" — the unit's
 * controller, not the battlefield's — is asked and pays three Power of any domain ([A][A][A], 605.1); then the unit is
 * healed, exhausted and recalled instead (CR 1.4 418, 592, 616: not a move).
 */
export default defineCard({
  code: "UNL-206",
  name: "Altar of Blood",
  text: "If a unit here would die during combat, its controller may pay :rb_rune_rainbow::rb_rune_rainbow::rb_rune_rainbow: to heal it, exhaust it, and recall it instead.",
  abilities: [
    {
      kind: "passive",
      passive: {
        kind: "replace",
        event: "died",
        filter: { subject: { type: "unit" }, here: true },
        when: { combatHere: true },
        optional: true,
        decider: "objectController",
        prompt: "Altar of Blood: pay 3 Power to heal, exhaust and recall the unit instead of letting it die?",
        cost: { power: 3 },
        with: [
          { op: "heal", what: { event: "object" } },
          { op: "exhaust", what: { event: "object" } },
          { op: "recall", what: { event: "object" } },
        ],
      },
    },
  ],
});
