import { wowCard } from "../types.js";

/** Vexra Darkfall (HoA-265): Ally, 5, 5 arcane / 2 health. */
export default wowCard({
  id: "HoA-265",
  name: "Vexra Darkfall",
  text: "When Vexra Darkfall is destroyed, she deals 1 arcane damage to target hero for each card in its controller's hand.",
  powers: [
    {
      kind: "trigger",
      on: "destroyed",
      targets: [{ select: "hero" }],
      effects: [{ op: "damage", amount: 1, type: "arcane", to: { target: 0 }, by: "self", perCardInTargetHand: true }],
    },
  ],
});
