import { wowCard } from "../types.js";

/**
 * Lady Kath (TDP-175): Alliance Ally, Human Paladin, 5, 4 holy / 5 health. seriallos and mikechambers agree;
 * remariano138 has no stats or text for it.
 */
export default wowCard({
  id: "TDP-175",
  name: "Lady Kath",
  text: "At the end of each turn, Lady Kath heals all damage from all allies.",
  powers: [
    {
      kind: "trigger",
      on: "each-turn-end",
      targets: [],
      effects: [{ op: "heal", amount: "all-damage", to: "each-ally", by: "self" }],
    },
  ],
});
