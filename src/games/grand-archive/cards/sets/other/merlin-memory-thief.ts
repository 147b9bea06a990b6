/** Merlin, Memory Thief (champion, norm, Mage, level 2, memory 2, life 22). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "umSsPWqb5H",
  name: "Merlin, Memory Thief",
  text: "REST: Choose a card from a graveyard and banish it. If that card has floating memory, put a level counter on Merlin. (Champions get +1 level for each level counter on them.)",
  abilities: [
    {
      kind: "activated",
      costs: [{ kind: "restSelf" }],
      effects: [
        {
          op: "banishFromAGraveyard",
          ifKeyword: "floatingMemory",
          then: [{ op: "putCounter", counter: "level", target: { kind: "self" }, amount: 1 }],
        },
      ],
    },
  ],
});
