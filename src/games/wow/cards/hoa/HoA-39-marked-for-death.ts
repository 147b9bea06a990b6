import { wowCard } from "../types.js";

/** Marked for Death (HoA-39): Instant Ability (Marksmanship), 2, Hunter: an attachment (CR 7.4 400.2). */
export default wowCard({
  id: "HoA-39",
  name: "Marked for Death",
  text: "Attach to target opposing hero or ally. <p> Ongoing: Allies in your party have +1 ATK while attacking attached character.",
  powers: [
    { kind: "play", targets: [{ select: "opposing-hero-or-ally" }], effects: [{ op: "attach", to: { target: 0 } }] },
    { kind: "continuous", applies: "allies-in-your-party", atk: 1, while: "attacking-attached" },
  ],
});
