/** Winds of Retribution (action, wind, reserve 6). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "huqj5bbae3",
  name: "Winds of Retribution",
  text: "[Class Bonus] [Level 2+] This card costs 2 less to activate. (Apply this effect only if your champion's class matches this card's class and only if your champion is level 2 or higher.)\n\nAllies you control get +2 POWER until end of turn.",
  abilities: [
    {
      kind: "costLess",
      amount: 2,
      condition: { kind: "and", conditions: [{ kind: "classBonus" }, { kind: "levelAtLeast", level: 2 }] },
    },
    {
      kind: "effect",
      effects: [{ op: "pump", target: { kind: "all", filter: { type: "ally", controller: "you" } }, power: 2 }],
    },
  ],
});
