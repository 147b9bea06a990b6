import { wowCard } from "../types.js";

/** Sudden Reversal (HoA-170): Instant Ability, 1. The sources agree (remariano138 has no text for it). */
export default wowCard({
  id: "HoA-170",
  name: "Sudden Reversal",
  text: "Target ally has +4 ATK while defending this turn.",
  powers: [
    {
      kind: "play",
      targets: [{ select: "ally" }],
      effects: [{ op: "atk-this-turn", what: { target: 0 }, amount: 4, while: "defending" }],
    },
  ],
});
