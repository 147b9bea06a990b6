import { defineCard } from "../types.js";

/**
 * Unlicensed Armory — Gear, Fury, 2 Energy.
 * Errata (Origins FAQ "Cards that Replace Units Dying", OFAQ-70): "Discard 1, [E]: Choose a friendly unit. The next
 * time it would die this turn, you may pay [C] to heal it, exhaust it, and recall it instead." A replacement (571)
 * created for this turn about the chosen unit (`createEffect` with `about` and `once`); the "you may pay" is asked
 * when the death would happen, as a `replaceDeath` decision (575). [C] is one Fury Power.
 */
export default defineCard({
  code: "OGN-023",
  name: "Unlicensed Armory",
  text: "Discard 1, :rb_exhaust:: Choose a friendly unit. The next time it dies this turn, you may pay :rb_rune_fury: to recall it exhausted instead. (Send it to base. This isn't a move.)",
  abilities: [
    {
      kind: "activated",
      cost: { discard: 1, exhaust: true },
      targets: [{ id: "unit", filter: { type: "unit", controller: "friendly" } }],
      effects: [
        {
          op: "createEffect",
          duration: "turn",
          about: { target: "unit" },
          once: true,
          effect: {
            kind: "replace",
            event: "died",
            optional: true,
            prompt:
              "Unlicensed Armory: pay 1 Fury Power to heal, exhaust and recall the unit instead of letting it die?",
            cost: { power: 1, powerDomain: "Fury" },
            with: [
              { op: "heal", what: { event: "object" } },
              { op: "exhaust", what: { event: "object" } },
              { op: "recall", what: { event: "object" } },
            ],
          },
        },
      ],
    },
  ],
});
