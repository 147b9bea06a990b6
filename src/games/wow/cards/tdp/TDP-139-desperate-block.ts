import { wowCard } from "../types.js";

/**
 * Desperate Block (TDP-139): Instant Ability, 2. seriallos kept for cost and text. A prevention shield on the target
 * (CR 7.4 717.2a; rules/prevention-shields.ts).
 */
export default wowCard({
  id: "TDP-139",
  name: "Desperate Block",
  text: "Prevent the next 2 damage that would be dealt to target hero or ally this turn.",
  powers: [
    {
      kind: "play",
      targets: [{ select: "hero-or-ally" }],
      effects: [{ op: "prevent-next-damage-this-turn", what: { target: 0 }, amount: 2 }],
    },
  ],
});
