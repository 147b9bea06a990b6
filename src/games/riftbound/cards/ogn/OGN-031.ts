import { defineCard } from "../types.js";

/**
 * Raging Firebrand — Unit, Fury, 6 Energy + 1 Fury Power. The discount waits for the next spell its controller
 * plays this turn and is used up by it (560.4; 560.5: never below 0).
 */
export default defineCard({
  code: "OGN-031",
  name: "Raging Firebrand",
  text: "When you play me, the next spell you play this turn costs :rb_energy_5: less.",
  abilities: [
    {
      kind: "triggered",
      on: "played",
      filter: { self: true },
      effects: [
        {
          op: "createEffect",
          duration: "turn",
          next: { type: "spell" },
          passive: { kind: "cost", mod: { discount: { energy: 5 } }, applies: { self: true } },
        },
      ],
    },
  ],
});
