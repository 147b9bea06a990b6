/** Barter Herbs (action, norm, reserve 1). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "p5af098kmo",
  name: "Barter Herbs",
  text: "Sacrifice up to two Herbs. For each Herb sacrificed this way, summon your choice of Blightroot, Manaroot, Silvershine, Fraysia, Razorvine, or Springleaf token. \n\n[Class Bonus] Floating Memory",
  abilities: [
    {
      kind: "effect",
      effects: [
        { op: "sacrificeUpTo", count: 2, subtype: "HERB" },
        {
          op: "summonChoicePerSacrificed",
          tokens: ["Blightroot", "Manaroot", "Silvershine", "Fraysia", "Razorvine", "Springleaf"],
        },
      ],
    },
    { kind: "keyword", keyword: "floatingMemory", condition: { kind: "classBonus" } },
  ],
});
