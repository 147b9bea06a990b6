/** Spirit's Blessing (action, crux, reserve 1). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "qaA3sXFRFY",
  name: "Spirit's Blessing",
  text: "As an additional cost to activate this card, return a regalia you control to its owner's material deck.\nWake up your champion. Draw a card.",
  abilities: [
    { kind: "additionalCost", cost: { kind: "returnRegaliaToMaterialDeck" } },
    { kind: "effect", effects: [{ op: "wakeChampion" }, { op: "draw", amount: 1 }] },
  ],
});
