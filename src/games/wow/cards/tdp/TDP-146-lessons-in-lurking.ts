import { wowCard } from "../types.js";

/** Lessons in Lurking (TDP-146): Ability, 2, all classes: an attachment (CR 7.4 400.2). */
export default wowCard({
  id: "TDP-146",
  name: "Lessons in Lurking",
  text: "Attach to target ally. <p> Ongoing: Attached ally has Stealth. (Can't protect against it.)",
  powers: [
    { kind: "play", targets: [{ select: "ally" }], effects: [{ op: "attach", to: { target: 0 } }] },
    { kind: "grant-keyword", applies: "attached", keyword: "Stealth" },
  ],
});
