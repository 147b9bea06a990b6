/** Silvie, With the Pack (champion, norm, memory 2). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "nllCALIXDT",
  name: "Silvie, With the Pack",
  text: 'Silvie Lineage (Silvie, With the Pack must be leveled from a previous level "Silvie" champion.)\n\nOn Enter: If you control an Animal ally, draw a card. If you control a Beast ally, draw a card.',
  abilities: [
    { kind: "lineage", name: "Silvie" },
    {
      kind: "trigger",
      on: "onEnter",
      effects: [
        {
          op: "if",
          condition: { kind: "youControl", filter: { type: "ally", controller: "you", subtype: "ANIMAL" } },
          then: [{ op: "draw", amount: 1 }],
        },
        {
          op: "if",
          condition: { kind: "youControl", filter: { type: "ally", controller: "you", subtype: "BEAST" } },
          then: [{ op: "draw", amount: 1 }],
        },
      ],
    },
  ],
});
