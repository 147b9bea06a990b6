import { wowCard } from "../types.js";

/** Mocking Blow (HoA-144): Instant Ability (Arms), 1: "must attack if able" (CR 7.4 600.2) and "can attack only" (601.2c). */
export default wowCard({
  id: "HoA-144",
  name: "Mocking Blow",
  text: "Your hero deals 1 melee damage to target hero or ally. This turn, that character must attack if able and can attack only your hero.",
  powers: [
    {
      kind: "play",
      targets: [{ select: "hero-or-ally" }],
      effects: [
        { op: "damage", amount: 1, type: "melee", to: { target: 0 }, by: "your-hero" },
        { op: "must-attack-this-turn", what: { target: 0 } },
        { op: "can-attack-only-this-turn", what: { target: 0 }, only: "your-hero" },
      ],
    },
  ],
});
