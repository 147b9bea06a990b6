/** Diana, Keen Huntress (champion, norm, memory 1). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "e3z4pyx8bd",
  name: "Diana, Keen Huntress",
  text: "Lineage Release — Materialize a Gun card from your material deck. (Activate this ability by banishing this card from your champion's inner lineage.)",
  abilities: [{ kind: "lineageRelease", effects: [{ op: "materializePaying", subtype: "GUN" }] }],
});
