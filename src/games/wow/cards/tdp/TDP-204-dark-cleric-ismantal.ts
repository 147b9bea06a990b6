import { wowCard } from "../types.js";

/** Dark Cleric Ismantal (TDP-204): Horde Ally, 3, 1 shadow / 3 health. */
export default wowCard({
  id: "TDP-204",
  name: "Dark Cleric Ismantal",
  text: "4 -> Dark Cleric Ismantal deals 1 shadow damage to target hero or ally. That character's controller discards a card for each damage dealt. Use only on your turn.",
  powers: [
    {
      kind: "payment",
      cost: { resources: 4 },
      yourTurn: true,
      targets: [{ select: "hero-or-ally" }],
      effects: [{ op: "damage", amount: 1, type: "shadow", to: { target: 0 }, by: "self", discardPerDamage: true }],
    },
  ],
});
