import { wowCard } from "../types.js";

/** Furious Resolve (TDP-144): Instant Ability, 2, all classes: an attachment (CR 7.4 400.2). */
export default wowCard({
  id: "TDP-144",
  name: "Furious Resolve",
  text: "Attach to target ally. <p> Ongoing: Attached ally has +1 ATK and +1 health.",
  powers: [
    { kind: "play", targets: [{ select: "ally" }], effects: [{ op: "attach", to: { target: 0 } }] },
    { kind: "continuous", applies: "attached", atk: 1, health: 1, while: "always" },
  ],
});
