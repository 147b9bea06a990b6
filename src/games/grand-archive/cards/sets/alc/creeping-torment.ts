/** Creeping Torment (phantasia, umbra, reserve 1). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "zrplywc08c",
  name: "Creeping Torment",
  text: "On Enter: Put Creeping Torment on the bottom of target champion's lineage.\n\nInherited Effect: Whenever you draw your second card each turn, deal 2 unpreventable damage to this object. (Champions have this ability as long as this card is part of its lineage.)",
  abilities: [
    {
      kind: "trigger",
      on: "onEnter",
      effects: [{ op: "selfToBottomOfLineage", target: { kind: "target", filter: { type: "champion" } } }],
    },
    {
      kind: "inherited",
      on: "secondDrawEachTurn",
      effects: [{ op: "unpreventableDamage", target: { kind: "self" }, amount: 2 }],
    },
  ],
});
