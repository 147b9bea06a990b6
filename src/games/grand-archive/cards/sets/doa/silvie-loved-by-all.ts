/** Silvie, Loved by All (champion, tera, memory 3). */
import { defineCard } from "../../types.js";

const animalsAndBeasts = {
  kind: "all",
  filter: { type: "ally", controller: "you", subtypes: ["ANIMAL", "BEAST"] },
} as const;

export default defineCard({
  id: "GKEpAulogu",
  name: "Silvie, Loved by All",
  text: 'Silvie Lineage (Silvie, Loved by All must be leveled from a previous level "Silvie" champion.)\n\nAnimal and Beast allies you control get +1 LIFE and have intercept.',
  abilities: [
    { kind: "lineage", name: "Silvie" },
    { kind: "static", who: animalsAndBeasts, life: 1 },
    { kind: "grantKeyword", who: animalsAndBeasts, keyword: "intercept" },
  ],
});
