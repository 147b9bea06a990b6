import { defineCard } from "../types.js";

/**
 * Shadow's Call — Spell, Order, 2 Energy. The unit is chosen on play (559.3) among friendly units without
 * [Temporary]; the keyword has no printed duration, so it lasts while the unit stays on the board (713.3.a.3, 728).
 */
export default defineCard({
  code: "UNL-165",
  name: "Shadow's Call",
  text: "Choose a friendly unit without [Temporary]. Give it [Temporary]. Draw 2. (Kill it at the start of its controller's Beginning Phase, before scoring.)",
  abilities: [
    {
      kind: "spell",
      targets: [{ id: "unit", filter: { type: "unit", controller: "friendly", not: { keyword: "Temporary" } } }],
      effects: [
        { op: "keyword", what: { target: "unit" }, keyword: "Temporary", duration: "permanent" },
        { op: "draw", n: 2 },
      ],
    },
  ],
});
