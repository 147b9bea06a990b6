import { defineCard } from "../types.js";

/**
 * Baccai Reaper — Unit, Fury, 3 Energy + 1 Power.
 * "You may pay [Fury] to …" is the trigger's cost (CR 1.4 383.3.b).
 */
export default defineCard({
  code: "VEN-009",
  name: "Baccai Reaper",
  text: "When I attack, you may pay :rb_rune_fury: to give me [Assault 2] this turn. (+2 :rb_might: while I'm an attacker.)",
  abilities: [
    {
      kind: "triggered",
      on: "attacked",
      filter: { self: true },
      cost: { pay: { power: 1, powerDomain: "Fury" } },
      effects: [{ op: "keyword", what: { self: true }, keyword: "Assault 2", duration: "turn" }],
    },
  ],
});
