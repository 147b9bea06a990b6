import { defineCard } from "../types.js";

/** Thermo Beam — Spell, Fury, 5 Energy + 2 Fury Power. Action. Kills every gear on the board, both players' (604). */
export default defineCard({
  code: "OGN-022",
  name: "Thermo Beam",
  text: "[Action] (Play on your turn or in showdowns.)\nKill all gear.",
  abilities: [{ kind: "spell", effects: [{ op: "kill", what: { all: { type: "gear" } } }] }],
});
