/** Wind Cutter (attack, wind, reserve 2). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "TgYTZg6TaG",
  name: "Wind Cutter",
  text: "[Class Bonus] Wind Cutter gets +1 POWER. (Apply this effect only if your champion's class matches this card's class.)\n\nOn Hit: Reveal a card at random from your memory. If that card is wind element, put Wind Cutter into its owner's memory.",
  abilities: [
    { kind: "static", who: { kind: "self" }, power: 1, condition: { kind: "classBonus" } },
    {
      kind: "trigger",
      on: "onHit",
      effects: [{ op: "revealRandomFromMemory", ifElement: "WIND", then: [{ op: "selfToMemory" }] }],
    },
  ],
});
