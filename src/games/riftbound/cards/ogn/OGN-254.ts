import { defineCard } from "../types.js";

/**
 * Noxian Guillotine — Spell (Signature, Darius), Fury/Order, 4 Energy + 1 Power. Action. Without Legion it creates
 * a delayed triggered ability (CR 1.4 389-392) about the chosen unit: the next time it is dealt damage this turn,
 * kill it. With Legion (724.1.c) it is killed at once instead.
 */
export default defineCard({
  code: "OGN-254",
  name: "Noxian Guillotine",
  text: "[Action] (Play on your turn or in showdowns.)\nChoose a unit. Kill it the next time it takes damage this turn.\n[Legion] — Kill it now instead. (Get the effect if you've played another card this turn.)",
  abilities: [
    {
      kind: "spell",
      targets: [{ id: "unit", filter: { type: "unit" } }],
      effects: [
        {
          op: "if",
          cond: { legion: true },
          then: [{ op: "kill", what: { target: "unit" } }],
          else: [
            {
              op: "createEffect",
              duration: "turn",
              once: true,
              about: { target: "unit" },
              trigger: { on: "damaged", effects: [{ op: "kill", what: { event: "object" } }] },
            },
          ],
        },
      ],
    },
  ],
});
