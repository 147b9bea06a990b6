/** Tonoris, Genesis Aegis (champion, neos, memory 3). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "ta6qsesw2u",
  name: "Tonoris, Genesis Aegis",
  text: "Tonoris Lineage\n\nAt the beginning of your recollection phase, choose one that hasn’t been chosen— \n• Summon an Obelisk of Armaments token.\n• Summon an Obelisk of Fabrication token.\n• Summon an Obelisk of Protection token.",
  abilities: [
    { kind: "lineage", name: "Tonoris" },
    {
      kind: "trigger",
      on: "beginRecollection",
      effects: [
        {
          op: "summonUnchosen",
          tokens: ["Obelisk of Armaments", "Obelisk of Fabrication", "Obelisk of Protection"],
        },
      ],
    },
  ],
});
