import { wowCard } from "../types.js";

/**
 * Lay on Hands (TDP-61): Instant Ability (Holy), 1, Paladin: heals all damage (001 406), exhausts its controller's
 * resources that are still ready (CR 7.4 411.1) and skips that player's next turn (CR 7.4 500.1). The four sources
 * agree on its cost and text (seriallos kept).
 */
export default wowCard({
  id: "TDP-61",
  name: "Lay on Hands",
  text: "Your hero heals all damage from target hero or ally. Exhaust all of your resources. Skip your next turn.",
  powers: [
    {
      kind: "play",
      targets: [{ select: "hero-or-ally" }],
      effects: [
        { op: "heal", amount: "all-damage", to: { target: 0 }, by: "your-hero" },
        { op: "exhaust-ready-resources", who: "you" },
        { op: "skip-next-turn" },
      ],
    },
  ],
});
