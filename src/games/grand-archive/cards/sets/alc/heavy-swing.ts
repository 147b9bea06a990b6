/** Heavy Swing (attack, norm, reserve 6). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "kvoqk1l75t",
  name: "Heavy Swing",
  text: "[Class Bonus] This card costs 2 less to activate. (Apply this effect only if your champion's class matches this card's class.)",
  abilities: [{ kind: "costLess", amount: 2, condition: { kind: "classBonus" } }],
});
