import { wowCard } from "../types.js";

/** Boris Brightbeard (HoA-1): Hero, Alliance Dwarf Priest (Holy), 26 health. */
export default wowCard({
  id: "HoA-1",
  name: "Boris Brightbeard",
  text: "X, Flip Boris Brightbeard -> Boris heals X damage from target hero or ally. Use only on your turn.",
  powers: [
    {
      kind: "payment",
      cost: { resources: 0, x: true, flip: true },
      yourTurn: true,
      targets: [{ select: "hero-or-ally" }],
      effects: [{ op: "heal", amount: "x", to: { target: 0 }, by: "self" }],
    },
  ],
});
