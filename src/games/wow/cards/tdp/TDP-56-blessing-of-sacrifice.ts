import { wowCard } from "../types.js";

/**
 * Blessing of Sacrifice (TDP-56): Instant Ability (Protection, Blessing), 5, Paladin: an attachment with a
 * replacement modifier sending the damage its ally would be dealt to its controller's hero (CR 7.4 400.6, 716). The
 * four sources agree on its cost and text (seriallos kept).
 */
export default wowCard({
  id: "TDP-56",
  name: "Blessing of Sacrifice",
  text: "Attach to target ally in your party. <p> Ongoing: If attached ally would be dealt damage, that much damage is dealt to your hero instead.",
  powers: [
    { kind: "play", targets: [{ select: "ally-in-your-party" }], effects: [{ op: "attach", to: { target: 0 } }] },
    { kind: "redirect-damage-to-your-hero" },
  ],
});
