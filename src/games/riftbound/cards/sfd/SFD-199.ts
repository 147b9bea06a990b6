import { defineCard } from "../types.js";

/**
 * Prodigal Explorer — Legend (Ezreal), Mind/Chaos. "[exhaust]: [Reaction] — Draw 1." usable only once its controller
 * has chosen enemy units or gear twice this turn with spells or unit abilities (577 `useOnlyIf`): each object chosen
 * as a target counts once (559.3; the `chosen` and `chosenByAbility` events, `chosenBy` spell / unit — a gear's or a
 * legend's ability does not count; an Equipment's Effect Text is its unit's, CR 1.4 718.3).
 */
export default defineCard({
  code: "SFD-199",
  name: "Prodigal Explorer",
  text: ":rb_exhaust:: [Reaction] — Draw 1. Use only if you've chosen enemy units and/or gear twice this turn with spells or unit abilities.",
  abilities: [
    {
      kind: "activated",
      cost: { exhaust: true },
      timing: "reaction",
      useOnlyIf: {
        happened: {
          kind: ["chosen", "chosenByAbility"],
          filter: {
            player: "you",
            subject: { controller: "enemy", type: "permanent" },
            chosenBy: ["spell", "unit"],
          },
          atLeast: 2,
        },
      },
      effects: [{ op: "draw", n: 1 }],
    },
  ],
});
