import { wowCard } from "../types.js";

/** Ra'chee (TDP-230): Horde Ally (Troll Priest), 1, 1 holy / 2 health. */
export default wowCard({
  id: "TDP-230",
  name: "Ra'chee",
  text: "When Ra'chee enters play, he heals 2 damage from target hero or ally.",
  powers: [
    {
      kind: "enters",
      targets: [{ select: "hero-or-ally" }],
      effects: [{ op: "heal", amount: 2, to: { target: 0 }, by: "self" }],
    },
  ],
});
