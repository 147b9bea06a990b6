import { defineCard } from "../types.js";

/**
 * Piltovan Forge — Battlefield. For its controller (181): the first activated ability of a friendly gear they
 * activate each turn costs [1] less (CR 1.4 356.4, never below 0) — "first" read from the turn's `abilityActivated`
 * events of their gear, so a gear ability activated before they took control still uses up the turn's first.
 */
export default defineCard({
  code: "VEN-161",
  name: "Piltovan Forge",
  text: "While you control this battlefield, the first friendly gear activated ability played each turn costs :rb_energy_1: less.",
  abilities: [
    {
      kind: "passive",
      passive: {
        kind: "abilityCostDiscount",
        abilities: "any",
        of: { type: "gear", controller: "friendly" },
        energy: 1,
        when: { not: { happened: { kind: "abilityActivated", filter: { player: "you", subject: { type: "gear" } } } } },
      },
    },
  ],
});
