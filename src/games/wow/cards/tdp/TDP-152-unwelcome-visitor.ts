import { wowCard } from "../types.js";

/**
 * Unwelcome Visitor (TDP-152): Instant Ability, 4. The target player chooses which of his cards he destroys as it resolves
 * (rules/destroy-own.ts). seriallos and mikechambers agree; remariano138 has no stats or text for it.
 */
export default wowCard({
  id: "TDP-152",
  name: "Unwelcome Visitor",
  text: "Target player destroys an ally in his party.",
  powers: [
    {
      kind: "play",
      targets: [{ select: "player" }],
      effects: [{ op: "player-destroys-own", who: { target: 0 }, kind: "ally" }],
    },
  ],
});
