import { wowCard } from "../types.js";

/**
 * Guard Duty (HoA-161): Instant Ability, 2: an attachment (CR 7.4 400.2) granting its host Protector (400.6). The
 * sources agree (mikechambers writes "protector" in lower case).
 */
export default wowCard({
  id: "HoA-161",
  name: "Guard Duty",
  text: "Attach to target ally. <p> Ongoing: Attached ally has Protector.",
  powers: [
    { kind: "play", targets: [{ select: "ally" }], effects: [{ op: "attach", to: { target: 0 } }] },
    { kind: "grant-keyword", applies: "attached", keyword: "Protector" },
  ],
});
