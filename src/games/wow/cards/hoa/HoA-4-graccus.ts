import { wowCard } from "../types.js";

/**
 * Graccus (HoA-4): Hero, Alliance Human Paladin (Protection), 29 health. seriallos and mikechambers agree on the text;
 * remariano138 puts the power's cost 3 in its cost column (a hero has no cost): seriallos kept. The prevention is a
 * shield on the target (CR 7.4 717.2a; WOW-EX-19).
 */
export default wowCard({
  id: "HoA-4",
  name: "Graccus",
  text: "3, Flip Graccus -> Prevent the next 3 damage that would be dealt to target hero or ally this turn.",
  powers: [
    {
      kind: "payment",
      cost: { resources: 3, flip: true },
      targets: [{ select: "hero-or-ally" }],
      effects: [{ op: "prevent-next-damage-this-turn", what: { target: 0 }, amount: 3 }],
    },
  ],
});
