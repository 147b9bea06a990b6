import { defineCard } from "../types.js";

/**
 * Detonate — Spell, Fury, 1 Energy + 1 Fury. "Its controller" is read before the kill (563.2.c.9), so a gear whose
 * control changed draws for the player who controlled it, not its owner (`saveController`).
 */
export default defineCard({
  code: "SFD-005",
  name: "Detonate",
  text: "Kill a gear. Its controller draws 2.",
  abilities: [
    {
      kind: "spell",
      targets: [{ id: "gear", filter: { type: "gear" } }],
      effects: [
        { op: "saveController", what: { target: "gear" }, saveAs: "controller" },
        { op: "kill", what: { target: "gear" } },
        { op: "draw", n: 2, who: { var: "controller" } },
      ],
    },
  ],
});
