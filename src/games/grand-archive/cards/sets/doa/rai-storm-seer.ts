/** Rai, Storm Seer (champion, arcane, memory 3). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "g92bHLtTNl",
  name: "Rai, Storm Seer",
  text: 'Rai Lineage (Rai, Storm Seer must be leveled from a previous level "Rai" champion.)\n\nRai gets +1 level for each arcane element Mage Spell card in your banishment.',
  abilities: [
    { kind: "lineage", name: "Rai" },
    { kind: "championLevel", amount: { count: "arcaneMageSpellsInYourBanishment" } },
  ],
});
