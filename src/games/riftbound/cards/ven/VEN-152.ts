import { defineCard } from "../types.js";

/**
 * Rebuttal — Spell, Mind/Chaos, 1 Energy + 1 Power. Reaction (card data).
 * "You may pay [A]" is asked on resolution (a cost within the instructions, CR 1.4 740.4.a); paid, you gain control
 * of the spell and may make new choices (179-180, CR 1.4 750-755); otherwise it is countered (601).
 */
export default defineCard({
  code: "VEN-152",
  name: "Rebuttal",
  text: "[Reaction] (Play any time, even before spells and abilities resolve.)\nChoose a spell with Energy cost no more than :rb_energy_4:.  You may pay :rb_rune_rainbow:. If you do, gain control of it and you may make new choices for it. Otherwise, counter it.",
  abilities: [
    {
      kind: "spell",
      targets: [{ id: "spell", filter: { type: "spell", at: "chain", maxEnergy: 4 } }],
      effects: [
        {
          op: "may",
          prompt: "Pay 1 Power of any domain to gain control of that spell (otherwise it is countered)?",
          cost: { power: 1 },
          then: [{ op: "gainControl", what: { target: "spell" }, newChoices: true }],
          else: [{ op: "counter", what: { target: "spell" } }],
        },
      ],
    },
  ],
});
