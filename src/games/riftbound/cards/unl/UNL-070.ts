import { defineCard } from "../types.js";

/**
 * Turn to Dust — Spell, Mind, 2 Energy.
 * The gear has [Temporary] from now on (no duration is given, 728): its controller's next Beginning Phase kills it.
 */
export default defineCard({
  code: "UNL-070",
  name: "Turn to Dust",
  text: "Give a gear [Temporary]. (Kill it at the start of its controller's Beginning Phase, before scoring.)",
  abilities: [
    {
      kind: "spell",
      targets: [{ id: "gear", filter: { type: "gear" } }],
      effects: [{ op: "keyword", what: { target: "gear" }, keyword: "Temporary", duration: "permanent" }],
    },
  ],
});
