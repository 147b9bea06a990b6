import { wowCard } from "../types.js";

/** Power Word: Fortitude (HoA-83): Ability (Discipline), 3: an attachment (CR 7.4 400.2, 400.6). */
export default wowCard({
  id: "HoA-83",
  name: "Power Word: Fortitude",
  text: "Attach to target hero or ally. <p> Ongoing: Attached character has +5 health.",
  powers: [
    { kind: "play", targets: [{ select: "hero-or-ally" }], effects: [{ op: "attach", to: { target: 0 } }] },
    { kind: "continuous", applies: "attached", health: 5, while: "always" },
  ],
});
