import { defineCard } from "../types.js";

/**
 * Sun Disc — Gear, Fury, 2 Energy + 1 Fury Power. Legion is checked as the ability resolves (724.1.c); on the
 * turn Sun Disc is played it counts as the other card itself (OFAQ-87).
 */
export default defineCard({
  code: "OGN-021",
  name: "Sun Disc",
  text: ":rb_exhaust:: [Legion] — The next unit you play this turn enters ready. (Get the effect if you've played another card this turn.)",
  abilities: [
    {
      kind: "activated",
      cost: { exhaust: true },
      effects: [
        {
          op: "if",
          cond: { legion: true },
          then: [
            {
              op: "createEffect",
              duration: "turn",
              next: { type: "unit" },
              passive: { kind: "enters", state: "ready" },
            },
          ],
        },
      ],
    },
  ],
});
