import { defineCard } from "../types.js";

/**
 * Vault Breaker — Spell, Fury, 1 Energy + 1 Power.
 * Action (printed). Both keywords for the turn (713.3.a).
 */
export default defineCard({
  code: "UNL-010",
  name: "Vault Breaker",
  text: "[Action] (Play on your turn or in showdowns.)\nGive a unit [Assault 2] and [Ganking] this turn. (+2 :rb_might: while it's an attacker. It can move from battlefield to battlefield.)",
  abilities: [
    {
      kind: "spell",
      targets: [{ id: "unit", filter: { type: "unit" } }],
      effects: [
        { op: "keyword", what: { target: "unit" }, keyword: "Assault 2", duration: "turn" },
        { op: "keyword", what: { target: "unit" }, keyword: "Ganking", duration: "turn" },
      ],
    },
  ],
});
