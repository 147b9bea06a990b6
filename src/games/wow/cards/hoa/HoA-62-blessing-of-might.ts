import { wowCard } from "../types.js";

/**
 * Blessing of Might (HoA-62): Instant Ability (Retribution, Blessing), 2, Paladin: an attachment whose ATK modifier
 * holds while its host attacks (CR 7.4 400.6, 704.1a, 602.1). The four sources agree on its cost and text (seriallos
 * kept).
 */
export default wowCard({
  id: "HoA-62",
  name: "Blessing of Might",
  text: "Attach to target hero or ally. <p> Ongoing: Attached character has +1 ATK while attacking.",
  powers: [
    { kind: "play", targets: [{ select: "hero-or-ally" }], effects: [{ op: "attach", to: { target: 0 } }] },
    { kind: "continuous", applies: "attached", atk: 1, while: "attacking" },
  ],
});
