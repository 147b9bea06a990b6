import { defineCard } from "../types.js";

/**
 * Square Up — Spell, Fury, 4 Energy.
 * "[Repeat] — Discard 1" (CR 1.4 820.1.c): the Repeat cost is a discard (598.2.a), the card named by `costCards`.
 */
export default defineCard({
  code: "UNL-017",
  name: "Square Up",
  text: "[Repeat] \u2014 Discard 1 (You may pay the additional cost to repeat this spell's effect.)\nGive a unit [Assault 4] this turn. (+4 :rb_might: while it's an attacker.)",
  abilities: [
    { kind: "passive", passive: { kind: "additionalCost", optional: true, cost: "repeat", discard: 1 } },
    {
      kind: "spell",
      targets: [{ id: "unit", filter: { type: "unit" } }],
      effects: [{ op: "keyword", what: { target: "unit" }, keyword: "Assault 4", duration: "turn" }],
    },
  ],
});
