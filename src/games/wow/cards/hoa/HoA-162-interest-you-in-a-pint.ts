import { wowCard } from "../types.js";

/** Interest You in a Pint? (HoA-162): Ability, 3: an attachment (CR 7.4 400.2); the sources agree. */
export default wowCard({
  id: "HoA-162",
  name: "Interest You in a Pint?",
  text: "Attach to target ally. <p> Ongoing: Attached ally can't attack.",
  powers: [
    { kind: "play", targets: [{ select: "ally" }], effects: [{ op: "attach", to: { target: 0 } }] },
    { kind: "grant-keyword", applies: "attached", keyword: "CantAttack" },
  ],
});
