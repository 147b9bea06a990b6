import { wowCard } from "../types.js";

/** Lie In Wait (HoA-163): Instant Ability, 1: two targets, which may be the same ally (the text has no "another"). */
export default wowCard({
  id: "HoA-163",
  name: "Lie In Wait",
  text: "Target ally has +1 ATK this turn. <p> Target ally has -1 ATK this turn.",
  powers: [
    {
      kind: "play",
      targets: [{ select: "ally" }, { select: "ally" }],
      effects: [
        { op: "atk-this-turn", what: { target: 0 }, amount: 1 },
        { op: "atk-this-turn", what: { target: 1 }, amount: -1 },
      ],
    },
  ],
});
