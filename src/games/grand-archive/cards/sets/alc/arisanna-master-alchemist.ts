/** Arisanna, Master Alchemist (champion, norm, memory 2). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "ltv5klryvf",
  name: "Arisanna, Master Alchemist",
  text: 'Arisanna Lineage (Arisanna, Master Alchemist must be leveled from a previous level "Arisanna" champion.)\n\nOn Enter: Gather twice.\n\nInherited Effect: At the beginning of your end phase, you may sacrifice two Herbs with the same name. If you do, draw a card.',
  abilities: [
    { kind: "lineage", name: "Arisanna" },
    { kind: "trigger", on: "onEnter", effects: [{ op: "gather", times: 2 }] },
    {
      kind: "inherited",
      on: "beginEndPhase",
      effects: [
        {
          op: "may",
          prompt: "Sacrifice two Herbs with the same name? If you do, draw a card.",
          doing: { op: "sacrificeSameName", count: 2, subtype: "HERB" },
          then: [{ op: "draw", amount: 1 }],
        },
      ],
    },
  ],
});
