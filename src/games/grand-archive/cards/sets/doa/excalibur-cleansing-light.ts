/** Excalibur, Cleansing Light (action, luxem, reserve 2, fast; Warrior Spell). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "qtRBz9azeZ",
  name: "Excalibur, Cleansing Light",
  text: "Destroy target non-champion object.\n\n[Class Bonus] Choose up to two non-norm elements. Players can't materialize or activate cards of those elements until the beginning of your next turn. (Apply this effect only if your champion's class matches this card's class.)",
  abilities: [
    { kind: "effect", effects: [{ op: "destroy", target: { kind: "target", filter: { notType: "champion" } } }] },
    { kind: "effect", effects: [{ op: "banElements", count: 2 }], condition: { kind: "classBonus" } },
  ],
});
