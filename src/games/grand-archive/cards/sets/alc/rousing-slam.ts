/** Rousing Slam (attack, wind, reserve 4). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "v5klryvfq3",
  name: "Rousing Slam",
  text: "[Class Bonus] [Level 2+] On Attack: The attacker gains vigor and taunt until the beginning of your next turn. (Units with vigor wake up at the beginning of your end phase.)",
  abilities: [
    {
      kind: "trigger",
      on: "onAttack",
      effects: [
        { op: "pump", target: { kind: "champion", who: "you" }, gains: "vigor", untilYourNextTurn: true },
        { op: "pump", target: { kind: "champion", who: "you" }, gains: "taunt", untilYourNextTurn: true },
      ],
      condition: { kind: "and", conditions: [{ kind: "classBonus" }, { kind: "levelAtLeast", level: 2 }] },
    },
  ],
});
