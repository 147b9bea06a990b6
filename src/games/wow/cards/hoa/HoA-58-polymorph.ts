import { wowCard } from "../types.js";

/**
 * Polymorph (HoA-58): Ability (Arcane), 2, Mage: an attachment (CR 7.4 400.2) on an ally. While attached, its host
 * can't attack or protect (granted by Polymorph, so they survive the loss of powers), has no powers of its own (printed
 * keywords, triggers and continuous powers included) and its race is Sheep (CR 7.4 400.6). The sources agree.
 */
export default wowCard({
  id: "HoA-58",
  name: "Polymorph",
  text: "Attach to target ally. <p> Attached ally can't attack or protect, loses all powers, and is a sheep.",
  powers: [
    { kind: "play", targets: [{ select: "ally" }], effects: [{ op: "attach", to: { target: 0 } }] },
    { kind: "grant-keyword", applies: "attached", keyword: "CantAttack" },
    { kind: "grant-keyword", applies: "attached", keyword: "CantProtect" },
    { kind: "attached-is-a-sheep" },
  ],
});
