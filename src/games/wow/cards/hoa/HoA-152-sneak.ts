import { wowCard } from "../types.js";

/** Sneak (HoA-152): Alliance Instant Ability, 1 (503.2a ends it). */
export default wowCard({
  id: "HoA-152",
  name: "Sneak",
  text: "Target ally has Elusive this turn. (It can't be attacked.)",
  powers: [
    {
      kind: "play",
      targets: [{ select: "ally" }],
      effects: [{ op: "keyword-this-turn", what: { target: 0 }, keyword: "Elusive" }],
    },
  ],
});
