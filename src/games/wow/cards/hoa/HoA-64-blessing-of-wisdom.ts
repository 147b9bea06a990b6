import { wowCard } from "../types.js";

/**
 * Blessing of Wisdom (HoA-64): Instant Ability (Holy, Blessing), 5, Paladin: an attachment whose modifier gives its host
 * the payment power "[Exhaust] -> Draw a card" (CR 7.4 700.1, 400.6; rules/granted-powers.ts): the host's controller
 * uses it, exhausting the host (701.3; an ally must be settled), and draws. The four sources agree on its cost and text
 * (seriallos kept).
 */
export default wowCard({
  id: "HoA-64",
  name: "Blessing of Wisdom",
  text: 'Attach to target hero or ally. <p> Ongoing: Attached character has "[Exhaust] -> Draw a card."',
  powers: [
    { kind: "play", targets: [{ select: "hero-or-ally" }], effects: [{ op: "attach", to: { target: 0 } }] },
    {
      kind: "grant-power",
      applies: "attached",
      power: {
        kind: "payment",
        cost: { resources: 0, exhaustSelf: true },
        targets: [],
        effects: [{ op: "draw", amount: 1, who: "you" }],
      },
    },
  ],
});
