/** Razorvine (token item, norm; Herb: Catalyst, Leaf): summoned by gathering (CR Game Terms: Gather 2). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "jnltv5klry",
  name: "Razorvine",
  text: "Sacrifice Razorvine: Put a card from your hand on the bottom of your deck. If you do, draw a card.",
  abilities: [
    {
      kind: "activated",
      costs: [{ kind: "sacrificeSelf" }],
      effects: [{ op: "handToBottom", then: [{ op: "draw", amount: 1 }] }],
    },
  ],
});
