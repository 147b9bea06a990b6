import { wowCard } from "../types.js";

/**
 * Curse of Agony (HoA-121): Instant Ability (Curse, Affliction), 5, Warlock: an attachment (CR 7.4 400.2) putting an
 * agony counter on itself each start of your turn, then 1 shadow damage per counter to its host in one packet (001
 * 404.4; rules/counters.ts). The sources agree.
 */
export default wowCard({
  id: "HoA-121",
  name: "Curse of Agony",
  text: "Attach to target hero or ally. <p> Ongoing: At the start of your turn, put an agony counter on Curse of Agony, then your hero deals 1 shadow damage to attached character for each agony counter on Curse of Agony.",
  powers: [
    { kind: "play", targets: [{ select: "hero-or-ally" }], effects: [{ op: "attach", to: { target: 0 } }] },
    {
      kind: "trigger",
      on: "your-turn-start",
      targets: [],
      effects: [
        { op: "put-counters", count: 1, counter: "agony" },
        { op: "damage", amount: "counters-on-self", type: "shadow", to: "attached", by: "your-hero" },
      ],
    },
  ],
});
