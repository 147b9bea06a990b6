import { wowCard } from "../types.js";

/** Mark of the Wild (HoA-24): Instant Ability (Restoration), 2, Druid: an attachment (CR 7.4 400.2). */
export default wowCard({
  id: "HoA-24",
  name: "Mark of the Wild",
  text: "Attach to target ally. <p> Ongoing: Attached ally has +2 ATK and +2 health.",
  powers: [
    { kind: "play", targets: [{ select: "ally" }], effects: [{ op: "attach", to: { target: 0 } }] },
    { kind: "continuous", applies: "attached", atk: 2, health: 2, while: "always" },
  ],
});
