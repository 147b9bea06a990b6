/** Gaia's Songbird (ally, tera, reserve 1). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "sHzSmygjWY",
  name: "Gaia's Songbird",
  text: "[Class Bonus] On Enter: Reveal cards from the top of your deck until you reveal a Beast ally card. Put that card into your hand and the rest on the bottom of your deck in a random order. (Apply this effect only if your champion's class matches this card's class.)",
  abilities: [
    {
      kind: "trigger",
      on: "onEnter",
      effects: [{ op: "revealUntil", cardType: "ally", subtypes: ["BEAST"] }],
      condition: { kind: "classBonus" },
    },
  ],
});
