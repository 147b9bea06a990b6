import { wowCard } from "../types.js";

/** Waz'luk (TDP-242): Horde Ally (Troll Mage), 1, 2 fire / 1 health. */
export default wowCard({
  id: "TDP-242",
  name: "Waz'luk",
  text: "When Waz'luk enters play, he deals 1 fire damage to target hero.",
  powers: [
    {
      kind: "enters",
      targets: [{ select: "hero" }],
      effects: [{ op: "damage", amount: 1, type: "fire", to: { target: 0 }, by: "self" }],
    },
  ],
});
