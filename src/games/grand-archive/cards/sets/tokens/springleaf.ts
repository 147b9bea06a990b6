/** Springleaf (token item, norm; Herb: Adjuvant, Leaf): summoned by gathering (CR Game Terms: Gather 2). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "69iq4d5vet",
  name: "Springleaf",
  text: "Sacrifice Springleaf: Put a card from your hand on the bottom of your deck. If you do, draw a card.",
  abilities: [
    {
      kind: "activated",
      costs: [{ kind: "sacrificeSelf" }],
      effects: [{ op: "handToBottom", then: [{ op: "draw", amount: 1 }] }],
    },
  ],
});
