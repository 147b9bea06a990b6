import { defineCard } from "../types.js";

/** Fading Memories — Spell, Chaos, 4 Energy + 1 Chaos. Grants Temporary until the object leaves the board. */
export default defineCard({
  code: "OGN-180",
  name: "Fading Memories",
  text: "Give a unit at a battlefield or a gear [Temporary]. (Kill it at the start of its controller's Beginning Phase, before scoring.)",
  abilities: [],
  unsupported:
    "needs (1) a target filter for 'a unit at a battlefield OR a gear' (ObjFilter has no union) and (2) a keyword grant without expiry (the `keyword` instruction and CustomApi.grantKeyword only last 'turn' or 'combat', so Temporary would wear off before its controller's next Beginning Phase, 728)",
});
