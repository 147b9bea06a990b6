import { wowCard } from "../types.js";

/**
 * Rise to the Challenge (HoA-167): Ability, 15. It attaches to its controller's hero (a reference, not a target, so
 * nothing can make it fizzle; CR 7.4 400.2), whose damage is removed, not healed (001 404; rules/remove-damage.ts),
 * then its controller draws up to the maximum hand size (503.2a.1). Attached, the hero has +10 health (CR 7.4 400.6).
 * The sources agree.
 */
export default wowCard({
  id: "HoA-167",
  name: "Rise to the Challenge",
  text: "Attach to your hero and remove all damage from it. <p> Draw cards until you reach your maximum hand size. <p> Ongoing: Your hero has +10 health.",
  powers: [
    {
      kind: "play",
      targets: [],
      effects: [
        { op: "attach", to: "your-hero" },
        { op: "remove-all-damage", what: "your-hero" },
        { op: "draw", amount: "up-to-max-hand-size", who: "you" },
      ],
    },
    { kind: "continuous", applies: "attached", health: 10, while: "always" },
  ],
});
