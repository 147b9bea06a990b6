/** Library Witch (ally, norm, reserve 2). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "iD8qbpA8z5",
  name: "Library Witch",
  text: "Intercept (Whenever your champion is attacked while this ally is awake, you may redirect that attack to this ally.)\n\nOn Death: Draw a card.",
  abilities: [
    { kind: "keyword", keyword: "intercept" },
    { kind: "trigger", on: "onDeath", effects: [{ op: "draw", amount: 1 }] },
  ],
});
