import { wowCard } from "../types.js";

/**
 * Distract (TDP-81): Ability, 3, Rogue. seriallos kept for cost and text. "Those allies" are the allies just exhausted:
 * the same allies in that party, read again at once (no instruction comes between). Each skips its controller's next
 * ready step once (001 501.1a).
 */
export default wowCard({
  id: "TDP-81",
  name: "Distract",
  text: "Exhaust all allies in target player's party. Each of those allies can't ready during its controller's next ready step.",
  powers: [
    {
      kind: "play",
      targets: [{ select: "player" }],
      effects: [
        { op: "exhaust", what: { alliesOfTarget: 0 } },
        { op: "cant-ready-next", what: { alliesOfTarget: 0 } },
      ],
    },
  ],
});
