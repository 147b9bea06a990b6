/** Caretaker Drone (ally, norm, reserve 2). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "urfp66pv4n",
  name: "Caretaker Drone",
  text: "Intercept (Whenever your champion is attacked while this ally is awake, you may redirect that attack to this ally.) \n\n[Class Bonus] On Death: Glimpse 4.",
  abilities: [
    { kind: "keyword", keyword: "intercept" },
    { kind: "trigger", on: "onDeath", effects: [{ op: "glimpse", amount: 4 }], condition: { kind: "classBonus" } },
  ],
});
