import { wowCard } from "../types.js";

/**
 * Chain Lightning (HoA-106): Ability (Elemental), 5, Shaman. The errata'd text (seriallos, as the card data's
 * "(received errata)" says): every part is targeted, up to three different heroes and/or allies (CR 7.4 707.1d).
 */
export default wowCard({
  id: "HoA-106",
  name: "Chain Lightning",
  text: "Target up to three heroes and/or allies. Your hero deals 3, 2, and 1 nature damage to them, respectively. <p> (received errata)",
  powers: [
    {
      kind: "play",
      targets: [
        { select: "hero-or-ally", upTo: true },
        { select: "hero-or-ally", upTo: true, distinct: true },
        { select: "hero-or-ally", upTo: true, distinct: true },
      ],
      effects: [
        { op: "damage", amount: 3, type: "nature", to: { target: 0 }, by: "your-hero" },
        { op: "damage", amount: 2, type: "nature", to: { target: 1 }, by: "your-hero" },
        { op: "damage", amount: 1, type: "nature", to: { target: 2 }, by: "your-hero" },
      ],
    },
  ],
});
