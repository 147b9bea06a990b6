/** Violet Haze (action, umbra, reserve 2, fast). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "vdxi74wa4x",
  name: "Violet Haze",
  text: "All units you control become distant, then put Violet Haze on the bottom of target champion's lineage.\n\nInherited Effect: This object gets -2 LIFE.",
  abilities: [
    {
      kind: "effect",
      effects: [
        { op: "becomeDistant", target: { kind: "all", filter: { type: "unit", controller: "you" } } },
        { op: "selfToBottomOfLineage", target: { kind: "target", filter: { type: "champion" } } },
      ],
    },
    { kind: "inheritedStatic", life: -2 },
  ],
});
