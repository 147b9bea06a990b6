/** Blissful Calling (action, norm, reserve 1; Melody). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "YOjdZJpOO1",
  name: "Blissful Calling",
  text: "Look at the top five cards of your deck. You may reveal an Animal or Beast card from among them and put it into your hand. Put the rest on the bottom of your deck in any order.",
  abilities: [{ kind: "effect", effects: [{ op: "lookAtTopReveal", count: 5, subtypes: ["ANIMAL", "BEAST"] }] }],
});
