/** Rai, Mana Weaver (champion, arcane, memory 3): a card outside the starters (its set is not in the sources). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "6ILtLfjQEe",
  name: "Rai, Mana Weaver",
  text: 'Rai Lineage (Rai, Mana Weaver must be leveled from a previous level "Rai" champion.)\n\nREST, Remove four enlighten counters from Rai: Copy target Mage Spell card activation. You may choose new targets for the copy.',
  abilities: [
    { kind: "lineage", name: "Rai" },
    {
      kind: "activated",
      costs: [{ kind: "restSelf" }, { kind: "removeEnlighten", count: 4 }],
      effects: [
        {
          op: "copyActivation",
          target: { kind: "activation", class: "MAGE", subtype: "SPELL" },
          newTargets: true,
        },
      ],
    },
  ],
});
