/** Resolute Stand (action, norm, reserve 3, fast; Guardian Skill Reaction; set not given by the sources). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "o6gb0op3nq",
  name: "Resolute Stand",
  text: "[Level 2+] You may activate this card without paying its reserve cost. If you do, skip your next draw phase.\n\nIf target unit would be dealt combat damage this turn, prevent 3 of that damage.",
  abilities: [
    {
      kind: "optionalReserveCost",
      reserve: 0,
      free: true,
      banishAsResolves: false,
      gains: [{ op: "skipPhase", phase: "draw" }],
      condition: { kind: "levelAtLeast", level: 2 },
    },
    {
      kind: "effect",
      effects: [
        {
          op: "preventEachDamageThisTurn",
          target: { kind: "target", filter: { type: "unit" } },
          amount: 3,
          combatOnly: true,
        },
      ],
    },
  ],
});
