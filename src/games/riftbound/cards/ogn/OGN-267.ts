import { defineCard } from "../types.js";

/** Bounty Hunter — Legend (Miss Fortune), Body/Chaos. Showcase printing OGN-309 shares this script. */
export default defineCard({
  code: "OGN-267",
  name: "Bounty Hunter",
  text: ":rb_exhaust:: Give a unit [Ganking] this turn. (It can move from battlefield to battlefield.)",
  abilities: [
    {
      kind: "activated",
      cost: { exhaust: true },
      targets: [{ id: "unit", filter: { type: "unit" } }],
      effects: [{ op: "keyword", what: { target: "unit" }, keyword: "Ganking", duration: "turn" }], // 713.3.a
    },
  ],
});
