/** Diana, Deadly Duelist (champion, norm, memory 2). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "7ozuj68m69",
  name: "Diana, Deadly Duelist",
  text: 'Diana Lineage (Diana, Deadly Duelist must be leveled from a previous level "Diana" champion.)\n\nOn Enter: Materialize a Bullet card from your material deck. (You still pay its costs.)\n\nInherited Effect: Ranged 2',
  abilities: [
    { kind: "lineage", name: "Diana" },
    { kind: "trigger", on: "onEnter", effects: [{ op: "materializePaying", subtype: "BULLET" }] },
    { kind: "inheritedStatic", ranged: 2 },
  ],
});
