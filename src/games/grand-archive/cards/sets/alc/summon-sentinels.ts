/** Summon Sentinels (action, neos, reserve 4). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "5tlzsmw3rr",
  name: "Summon Sentinels",
  text: "[Class Bonus] This card costs 1 less to activate for each domain you control.\n\nSummon two Automaton Drone tokens each with a buff counter on them.",
  abilities: [
    { kind: "costLess", amount: { count: "domainsYouControl" }, condition: { kind: "classBonus" } },
    { kind: "effect", effects: [{ op: "summon", token: "Automaton Drone", count: 2, buff: 1 }] },
  ],
});
