import { wowCard } from "../types.js";

/**
 * Unraveled Plans (TDP-151): Instant Ability, 3. The target player chooses which of his cards he destroys as it resolves
 * (rules/destroy-own.ts). seriallos and mikechambers agree; remariano138 has no stats or text for it.
 */
export default wowCard({
  id: "TDP-151",
  name: "Unraveled Plans",
  text: "Target player destroys one of his abilities.",
  powers: [
    {
      kind: "play",
      targets: [{ select: "player" }],
      effects: [{ op: "player-destroys-own", who: { target: 0 }, kind: "ability" }],
    },
  ],
});
