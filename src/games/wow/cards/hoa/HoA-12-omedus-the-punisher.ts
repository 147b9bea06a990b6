import { wowCard } from "../types.js";

/** Omedus the Punisher (HoA-12): Hero, Horde Undead Priest (Shadow), 26 health. */
export default wowCard({
  id: "HoA-12",
  name: "Omedus the Punisher",
  text: "3, Flip Omedus -> Omedus deals shadow damage to target hero equal to 7 minus the number of cards in its controller's hand.",
  powers: [
    {
      kind: "payment",
      cost: { resources: 3, flip: true },
      targets: [{ select: "hero" }],
      effects: [{ op: "damage", amount: "7-minus-hand", type: "shadow", to: { target: 0 }, by: "your-hero" }],
    },
  ],
});
