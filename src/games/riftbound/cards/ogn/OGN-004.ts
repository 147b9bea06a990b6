import { defineCard } from "../types.js";

/** Cleave — Spell, Fury, 1 Energy. Action. */
export default defineCard({
  code: "OGN-004",
  name: "Cleave",
  text: "[Action] (Play on your turn or in showdowns.)\nGive a unit [Assault 3] this turn. (+3 :rb_might: while it's an attacker.)",
  abilities: [
    {
      kind: "spell",
      targets: [{ id: "unit", filter: { type: "unit" } }],
      effects: [{ op: "keyword", what: { target: "unit" }, keyword: "Assault 3", duration: "turn" }],
    },
  ],
});
