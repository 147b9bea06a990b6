/** Recruitment Officer (ally, wind, reserve 3). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "1x97n2jnlt",
  name: "Recruitment Officer",
  text: "[Class Bonus] Foster \n\nOn Foster: Look at the top five cards of your deck. You may reveal an ally card from among them and put it into your hand. Put the rest of the cards on the bottom of your deck in any order.",
  abilities: [
    { kind: "keyword", keyword: "foster", condition: { kind: "classBonus" } },
    { kind: "trigger", on: "onFoster", effects: [{ op: "lookAtTopReveal", count: 5, cardType: "ally" }] },
  ],
});
