/** Melodious Flute (regalia/item, norm, memory 1). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "WAFNy2lY5t",
  name: "Melodious Flute",
  text: "Your champion gets +1 level as long as you control an Animal or Beast ally.\n\n[Class Bonus] Banish Melodious Flute: The next Harmony action card you activate this turn is a Melody in addition to its other types.",
  abilities: [
    {
      kind: "championLevel",
      amount: 1,
      condition: {
        kind: "youControl",
        filter: { type: "ally", controller: "you", subtypes: ["ANIMAL", "BEAST"] },
      },
    },
    {
      kind: "activated",
      costs: [{ kind: "banishSelf" }],
      effects: [{ op: "nextHarmonyIsMelody" }],
      condition: { kind: "classBonus" },
    },
  ],
});
