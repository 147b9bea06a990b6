import { wowCard } from "../types.js";

/**
 * Power Word: Shield (TDP-76): Instant Ability (Discipline), 1, Priest: an attachment with a prevention power (CR 7.4
 * 400.6, 717.2) whose "When damage is prevented this way" triggers as it prevents (703.1). The four sources agree on
 * its cost and text (seriallos kept).
 */
export default wowCard({
  id: "TDP-76",
  name: "Power Word: Shield",
  text: "Attach to target hero or ally. <p> Ongoing: Prevent all damage that would be dealt to attached character. When damage is prevented this way, destroy Power Word: Shield.",
  powers: [
    { kind: "play", targets: [{ select: "hero-or-ally" }], effects: [{ op: "attach", to: { target: 0 } }] },
    { kind: "prevent-damage", applies: "attached" },
    { kind: "trigger", on: "prevents-damage", targets: [], effects: [{ op: "destroy", what: "self" }] },
  ],
});
