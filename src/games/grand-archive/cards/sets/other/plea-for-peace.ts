/** Plea for Peace (action, norm, reserve 1; Guardian Skill; set not given by the sources). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "ir99sx6q3p",
  name: "Plea for Peace",
  text: "Until the beginning of your next turn, players can't declare attacks unless they pay (1) for each attack declaration.",
  abilities: [{ kind: "effect", effects: [{ op: "attackTax", amount: 1 }] }],
});
