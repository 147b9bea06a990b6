import { wowCard } from "../types.js";

/** Samuel Grey (HoA-258): Horde Ally, Undead, 3, 2 ATK / 2 health. */
export default wowCard({
  id: "HoA-258",
  name: "Samuel Grey",
  text: "When Samuel Grey deals combat damage to a defending hero, that hero's controller discards a card.",
  powers: [
    {
      kind: "trigger",
      on: "deals-combat-damage-to-defending-hero",
      targets: [],
      effects: [{ op: "discard", amount: 1, who: "each-opponent" }],
    },
  ],
});
