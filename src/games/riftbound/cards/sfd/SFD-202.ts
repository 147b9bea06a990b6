import { defineCard } from "../types.js";

/**
 * Hostile Takeover — Spell (Signature, Renata Glasc), Mind + Order, 5 Energy + 2 Power. [Hidden] printed. Control
 * changes at the battlefield (179-180; its arrival on the new side contests the battlefield, SFAQ: a showdown, not a
 * conquest at once); a delayed trigger about it (CR 1.4 389-392) recalls it and gives it back to its owner at the end
 * of this turn ("lose control": docs/rules-decisions.md).
 */
export default defineCard({
  code: "SFD-202",
  name: "Hostile Takeover",
  text: "[Hidden] (Hide now for :rb_rune_rainbow: to react with later for :rb_energy_0:.)\nTake control of an enemy unit at a battlefield. Ready it. (Start a combat if other enemies are there. Otherwise, conquer.)\nLose control of that unit and recall it at end of turn. (Send it to base. This isn't a move.)",
  abilities: [
    {
      kind: "spell",
      targets: [{ id: "unit", filter: { type: "unit", controller: "enemy", at: "battlefield" } }],
      effects: [
        { op: "gainControl", what: { target: "unit" }, saveAs: "it" },
        { op: "ready", what: { var: "it" } },
        {
          op: "createEffect",
          duration: "turn",
          about: { var: "it" },
          once: true,
          trigger: {
            on: "endOfTurn",
            effects: [
              { op: "recall", what: { event: "object" } },
              { op: "gainControl", what: { event: "object" }, to: "owner" },
            ],
          },
        },
      ],
    },
  ],
});
