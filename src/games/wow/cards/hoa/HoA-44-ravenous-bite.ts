import { wowCard } from "../types.js";

/** Ravenous Bite (HoA-44): Instant Ability (Beast Mastery), 2, Hunter. */
export default wowCard({
  id: "HoA-44",
  name: "Ravenous Bite",
  text: "Target ally has +3 ATK this turn. <p> Target ally has -3 ATK this turn.",
  powers: [
    {
      kind: "play",
      targets: [{ select: "ally" }, { select: "ally" }],
      effects: [
        { op: "atk-this-turn", what: { target: 0 }, amount: 3 },
        { op: "atk-this-turn", what: { target: 1 }, amount: -3 },
      ],
    },
  ],
});
