import { wowCard } from "../types.js";

/**
 * Spiritual Healing (HoA-90): Ability (Holy, Talent), 2: an ongoing ability whose "When you play a Holy ability"
 * triggers as one is played (CR 7.4 703.1, 709), the healing target chosen as the trigger is added (707.1). The four
 * sources agree on its cost and text (seriallos kept).
 */
export default wowCard({
  id: "HoA-90",
  name: "Spiritual Healing",
  text: "Holy Hero Required <p> Ongoing: When you play a Holy ability, your hero heals 2 damage from target hero or ally.",
  powers: [
    {
      kind: "trigger",
      on: "you-play-ability",
      tag: "Holy",
      targets: [{ select: "hero-or-ally" }],
      effects: [{ op: "heal", amount: 2, to: { target: 0 }, by: "your-hero" }],
    },
  ],
});
