import { defineCard } from "../types.js";

/**
 * Bellows Breath — Spell, Mind, 1 Energy + 1 Mind. Action; Repeat [1][Mind] (CR 1.4 820). Up to three units together
 * at one location (CR 1.4 355.11, `group.sameLocation`), checked again on resolution (OFAQ-53).
 */
export default defineCard({
  code: "SFD-080",
  name: "Bellows Breath",
  text: "[Action] (Play on your turn or in showdowns.)\n[Repeat] :rb_energy_1::rb_rune_mind: (You may pay the additional cost to repeat this spell's effect.)\nDeal 1 to up to three units at the same location.",
  abilities: [
    {
      kind: "passive",
      passive: { kind: "additionalCost", optional: true, cost: "repeat", energy: 1, power: { n: 1, domain: "Mind" } },
    },
    {
      kind: "spell",
      targets: [{ id: "units", filter: { type: "unit" }, count: 3, upTo: true, group: { sameLocation: true } }],
      effects: [
        { op: "checkGroup", target: "units", saveAs: "hit" },
        { op: "damage", amount: 1, to: { var: "hit" } },
      ],
    },
  ],
});
