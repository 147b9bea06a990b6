import { wowCard } from "../types.js";

/**
 * Lobotomize (HoA-100): Ability (Combat), 5, Rogue. seriallos prints "tealthed", mikechambers "stealthed"; CR 7.4
 * quotes the card as "If your hero has Stealth" (412.2's example): read so. A resource is a legal target face up or down
 * (001 410).
 */
export default wowCard({
  id: "HoA-100",
  name: "Lobotomize",
  text: "Destroy target resource. If your hero is tealthed, put the top card of your deck into your resource row face down and exhausted.",
  powers: [
    {
      kind: "play",
      targets: [{ select: "resource" }],
      effects: [
        { op: "destroy", what: { target: 0 } },
        { op: "if-your-hero-has", keyword: "Stealth", then: [{ op: "top-card-to-resources" }] },
      ],
    },
  ],
});
