import { defineCard } from "../types.js";

/** Acceptable Losses — Spell, Chaos. Each player chooses one of their own gear (not a target, 559.3); all die together. */
export default defineCard({
  code: "OGN-179",
  name: "Acceptable Losses",
  text: "[Action] (Play on your turn or in showdowns.)\nEach player kills one of their gear.",
  abilities: [{ kind: "spell", effects: [{ op: "each", perPlayer: "killOwnUnit", filter: { type: "gear" } }] }],
});
