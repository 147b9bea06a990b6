import { defineCard } from "../types.js";

/**
 * Relentless Pursuit — Spell, Fury/Body, 2 Energy + 1 Power. Errata (riftboundoc-errata): "You may attach up to one
 * Equipment": an `upTo` choice made as it is played (559.3.d.3). The destination is chosen on resolution (§5 known
 * gap: moves choose on resolution). The quoted trigger is the unit's own for the turn (a granted created trigger,
 * CR 1.4 389): "When I conquer" seen from the unit.
 */
export default defineCard({
  code: "SFD-184",
  name: "Relentless Pursuit",
  text: '[Action] (Play on your turn or in showdowns.)\nMove a friendly unit. You may attach an Equipment with the same controller to it. This turn, that unit has "When I conquer, you may move me to my base."',
  errata: {
    text: '[Action] (Play on your turn or in showdowns.)\nMove a friendly unit. You may attach up to one Equipment with the same controller to it. This turn, that unit has "When I conquer, you may move me to my base."',
    source: 'Spiritforged errata (faq/riftboundoc-errata.json); the printed text said "an Equipment"',
  },
  abilities: [
    {
      kind: "spell",
      targets: [
        { id: "unit", filter: { type: "unit", controller: "friendly" } },
        { id: "equipment", filter: { type: "gear", tag: "Equipment", controller: "friendly" }, upTo: true },
      ],
      effects: [
        { op: "moveChoose", what: { target: "unit" } },
        { op: "attach", what: { target: "equipment" }, to: { target: "unit" } },
        {
          op: "createEffect",
          about: { target: "unit" },
          duration: "turn",
          granted: true,
          trigger: {
            on: "conquered",
            filter: { player: "you", here: true },
            effects: [
              {
                op: "may",
                prompt: "Move this unit to its base?",
                then: [{ op: "moveToBase", what: { self: true } }],
              },
            ],
          },
        },
      ],
    },
  ],
});
