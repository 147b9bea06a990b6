import { wowCard } from "../types.js";

/** Into the Fray (HoA-153): Horde Ability, 1. */
export default wowCard({
  id: "HoA-153",
  name: "Into the Fray",
  text: "Target ally in your party has Ferocity this turn. (It can attack immediately.)",
  powers: [
    {
      kind: "play",
      targets: [{ select: "ally-in-your-party" }],
      effects: [{ op: "keyword-this-turn", what: { target: 0 }, keyword: "Ferocity" }],
    },
  ],
});
