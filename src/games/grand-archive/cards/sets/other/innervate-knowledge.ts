/** Innervate Knowledge (action, water, Mage Spell, reserve 4, slow): a card outside the starters. */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "pcescfpwak",
  name: "Innervate Knowledge",
  text: "As an additional cost to activate this card, delevel your champion and recover 5. (To delevel your champion, return the top card of its lineage to its owner's material deck.)\n\nDraw two cards.",
  abilities: [
    { kind: "additionalCost", cost: { kind: "delevelAndRecover", recover: 5 } },
    { kind: "effect", effects: [{ op: "draw", amount: 2 }] },
  ],
});
