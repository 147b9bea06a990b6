import { wowCard } from "../types.js";

/** Elder Moorf (HoA-235): Ally, 1, 1 nature / 1 health. */
export default wowCard({
  id: "HoA-235",
  name: "Elder Moorf",
  text: "1 -> Target ally has +2 ATK this turn. Use only once per turn.",
  powers: [
    {
      kind: "payment",
      cost: { resources: 1 },
      oncePerTurn: true,
      targets: [{ select: "ally" }],
      effects: [{ op: "atk-this-turn", what: { target: 0 }, amount: 2 }],
    },
  ],
});
