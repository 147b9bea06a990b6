import { wowCard } from "../types.js";

/**
 * Curse of Tongues (TDP-103): Ability (Curse, Affliction), 2, Warlock: an attachment on a hero (CR 7.4 400.2) with a
 * cost increase for the host's controller (402, CR 7.4 400.6). The sources agree.
 */
export default wowCard({
  id: "TDP-103",
  name: "Curse of Tongues",
  text: "Attach to target hero. <p> Ongoing: Attached hero's controller pays 1 more to play abilities.",
  powers: [
    { kind: "play", targets: [{ select: "hero" }], effects: [{ op: "attach", to: { target: 0 } }] },
    { kind: "play-cost-increase", who: "attached-hero-controller", cardType: "Ability", amount: 1 },
  ],
});
