/** Tonoris, Might of Humanity (champion, norm, memory 2). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "yevpmu6gvn",
  name: "Tonoris, Might of Humanity",
  text: 'Tonoris Lineage (Tonoris, Might of Humanity must be leveled from a previous level "Tonoris" champion.)\n\nOn Enter: Tonoris\' next attack this turn gets +3 POWER.',
  abilities: [
    { kind: "lineage", name: "Tonoris" },
    { kind: "trigger", on: "onEnter", effects: [{ op: "championAttacksGet", power: 3, next: true }] },
  ],
});
