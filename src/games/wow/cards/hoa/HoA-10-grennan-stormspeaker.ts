import { wowCard } from "../types.js";

/** Grennan Stormspeaker (HoA-10): Hero, 29 health. */
export default wowCard({
  id: "HoA-10",
  name: "Grennan Stormspeaker",
  text: "5, Flip Grennan Stormspeaker -> Grennan deals 3 nature damage to target hero or ally and heals 3 damage from target hero or ally. Use only on your turn.",
  powers: [
    {
      kind: "payment",
      cost: { resources: 5, flip: true },
      yourTurn: true,
      targets: [{ select: "hero-or-ally" }, { select: "hero-or-ally" }],
      effects: [
        { op: "damage", amount: 3, type: "nature", to: { target: 0 }, by: "self" },
        { op: "heal", amount: 3, to: { target: 1 }, by: "self" },
      ],
    },
  ],
});
