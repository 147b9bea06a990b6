import { defineCard } from "../types.js";

/**
 * Blood Rush — Spell, Fury, 1 Energy. Action. [Repeat] [1]. Errata (Spiritforged FAQ functional errata): "Give a
 * unit [Assault 2] this turn."
 */
export default defineCard({
  code: "SFD-003",
  name: "Blood Rush",
  text: "[Action] (Play on your turn or in showdowns.)\n[Repeat] :rb_energy_1: (You may pay the additional cost to repeat this spell's effect.)\nGive a unit [Assault 2]. (+2 :rb_might: while it's an attacker.)",
  errata: {
    text: "[Action] (Play on your turn or in showdowns.)\n[Repeat] :rb_energy_1: (You may pay the additional cost to repeat this spell's effect.)\nGive a unit [Assault 2] this turn. (+2 :rb_might: while it's an attacker.)",
    source: "Spiritforged FAQ functional errata (faq/riftboundoc-faqs.json)",
  },
  abilities: [
    { kind: "passive", passive: { kind: "additionalCost", optional: true, cost: "repeat", energy: 1 } },
    {
      kind: "spell",
      targets: [{ id: "unit", filter: { type: "unit" } }],
      effects: [{ op: "keyword", what: { target: "unit" }, keyword: "Assault 2", duration: "turn" }],
    },
  ],
});
