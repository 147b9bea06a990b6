import { wowCard } from "../types.js";

/** Radak Doombringer (HoA-13): Hero, Horde Orc Warlock (Demonology), 28 health. */
export default wowCard({
  id: "HoA-13",
  name: "Radak Doombringer",
  text: "X, Flip Radak Doombringer, destroy one of your Pets with cost X -> Radak deals X shadow damage to target hero or ally. Use only on your turn.",
  powers: [
    {
      kind: "payment",
      cost: { resources: 0, x: true, flip: true, destroyAlly: { tag: "Pet", costX: true } },
      yourTurn: true,
      targets: [{ select: "hero-or-ally" }],
      effects: [{ op: "damage", amount: "x", type: "shadow", to: { target: 0 }, by: "self" }],
    },
  ],
});
