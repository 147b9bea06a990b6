import { defineCard } from "../types.js";

/** Fading Memories — Spell, Chaos, 4 Energy + 1 Chaos. Grants Temporary while the object stays on the board. */
export default defineCard({
  code: "OGN-180",
  name: "Fading Memories",
  text: "Give a unit at a battlefield or a gear [Temporary]. (Kill it at the start of its controller's Beginning Phase, before scoring.)",
  abilities: [
    {
      kind: "spell",
      targets: [{ id: "it", filter: { anyOf: [{ type: "unit", at: "battlefield" }, { type: "gear" }] } }],
      // 713.3.a.3: no duration printed, so it lasts while the object stays on the board (728 then kills it).
      effects: [{ op: "keyword", what: { target: "it" }, keyword: "Temporary", duration: "permanent" }],
    },
  ],
});
