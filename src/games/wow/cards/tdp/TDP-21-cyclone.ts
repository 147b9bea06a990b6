import { wowCard } from "../types.js";

/**
 * Cyclone (TDP-21): Instant Ability (Balance), 1, Druid: an attachment (CR 7.4 400.2) with wind counters
 * (rules/counters.ts); its host can't attack or protect (601.2a, 602.2) until the last counter is removed and Cyclone is
 * destroyed. The sources agree.
 */
export default wowCard({
  id: "TDP-21",
  name: "Cyclone",
  text: "Attach to target hero or ally, and put three wind counters on Cyclone. <p> Ongoing: Attached character can't attack or protect. <p> At the start of your turn, remove a wind counter from Cyclone. If you removed the last one, destroy Cyclone.",
  powers: [
    {
      kind: "play",
      targets: [{ select: "hero-or-ally" }],
      effects: [
        { op: "attach", to: { target: 0 } },
        { op: "put-counters", count: 3, counter: "wind" },
      ],
    },
    { kind: "grant-keyword", applies: "attached", keyword: "CantAttack" },
    { kind: "grant-keyword", applies: "attached", keyword: "CantProtect" },
    {
      kind: "trigger",
      on: "your-turn-start",
      targets: [],
      effects: [{ op: "remove-counter", counter: "wind", ifLast: [{ op: "destroy", what: "self" }] }],
    },
  ],
});
