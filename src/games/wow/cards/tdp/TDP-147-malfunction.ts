import { wowCard } from "../types.js";

/**
 * Malfunction (TDP-147): Instant Ability, 4. The target player chooses which of his cards he destroys as it resolves
 * (rules/destroy-own.ts). seriallos and mikechambers agree; remariano138 has no stats or text for it.
 */
export default wowCard({
  id: "TDP-147",
  name: "Malfunction",
  text: "Target player destroys one of his equipment.",
  powers: [
    {
      kind: "play",
      targets: [{ select: "player" }],
      effects: [{ op: "player-destroys-own", who: { target: 0 }, kind: "equipment" }],
    },
  ],
});
