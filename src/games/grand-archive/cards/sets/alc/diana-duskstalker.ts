/** Diana, Duskstalker (champion, umbra, memory 3). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "iq4d5vettc",
  name: "Diana, Duskstalker",
  text: "Diana Lineage\n\nOn Enter: Diana becomes distant. \n\nOn Champion Hit: Generate a Creeping Torment card and put it on the bottom of the hit champion's lineage. (To generate, add that card from outside of the game.)",
  abilities: [
    { kind: "lineage", name: "Diana" },
    { kind: "trigger", on: "onEnter", effects: [{ op: "becomeDistant", target: { kind: "champion", who: "you" } }] },
    {
      kind: "trigger",
      on: "onChampionHit",
      effects: [{ op: "generateToBottomOfLineage", name: "Creeping Torment", target: { kind: "hit" } }],
    },
  ],
});
