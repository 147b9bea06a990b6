/** Beseech the Winds (action, wind, reserve 3; Cleric/Mage Spell). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "8qW1koLOK6",
  name: "Beseech the Winds",
  text: "Materialize a card from your material deck. (You still pay for its costs.)",
  abilities: [{ kind: "effect", effects: [{ op: "materializePaying" }] }],
});
