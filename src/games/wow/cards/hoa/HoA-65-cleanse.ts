import { wowCard } from "../types.js";

/**
 * Cleanse (HoA-65): Instant Ability (Holy), 1, Paladin: "any number" of the target's attached abilities are picked as
 * it resolves (CR 7.4 709.2b), none allowed. The four sources agree on its cost and text (seriallos kept).
 */
export default wowCard({
  id: "HoA-65",
  name: "Cleanse",
  text: "Destroy any number of abilities attached to target friendly hero or ally.",
  powers: [
    {
      kind: "play",
      targets: [{ select: "hero-or-ally-in-your-party" }],
      effects: [{ op: "destroy-attached-abilities", host: { target: 0 } }],
    },
  ],
});
