import { wowCard } from "../types.js";

/**
 * Lightning Shield (TDP-97): Instant Ability (Elemental), 4, Shaman: an ongoing ability that enters play with three
 * lightning counters (rules/counters.ts). Each time a hero or ally deals damage to your hero (as the packet is dealt,
 * 407), a counter is removed and, if one was, 2 nature damage goes back to that character; the last one destroys it.
 * seriallos's "detroy" is kept verbatim (the sources agree on the rest).
 */
export default wowCard({
  id: "TDP-97",
  name: "Lightning Shield",
  text: "Lightning Shield enters play with three lightning counters on it. <p> Ongoing: When your hero is dealt damage by a hero or ally, remove a lightning counter from Lightning Shield. If you do, your hero deals 2 nature damage to that character. If you removed the last counter, detroy Lightning Shield.",
  powers: [
    { kind: "enters-with-counters", count: 3, counter: "lightning" },
    {
      kind: "trigger",
      on: "your-hero-dealt-damage-by-character",
      targets: [],
      effects: [
        {
          op: "remove-counter",
          counter: "lightning",
          then: [{ op: "damage", amount: 2, type: "nature", to: "subject", by: "your-hero" }],
          ifLast: [{ op: "destroy", what: "self" }],
        },
      ],
    },
  ],
});
