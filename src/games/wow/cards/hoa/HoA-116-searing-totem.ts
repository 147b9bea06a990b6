import { wowCard } from "../types.js";

/** Searing Totem (HoA-116): Instant Ability (Elemental, Fire Totem (1)), 2, Shaman, 1 health: a Totem (001 306.3a). */
export default wowCard({
  id: "HoA-116",
  name: "Searing Totem",
  text: "Totem (Can be attacked or targeted like an ally.) <p> Ongoing: At the start of each turn, Searing Totem deals 1 fire damage to target hero or ally.",
  powers: [
    {
      kind: "trigger",
      on: "each-turn-start",
      targets: [{ select: "hero-or-ally" }],
      effects: [{ op: "damage", amount: 1, type: "fire", to: { target: 0 }, by: "self" }],
    },
  ],
});
