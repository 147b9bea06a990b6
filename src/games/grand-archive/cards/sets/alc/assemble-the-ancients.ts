/** Assemble the Ancients (action, neos, reserve 3). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "moi0a5uhjx",
  name: "Assemble the Ancients",
  text: "Sacrifice any number of domains then summon that many Automaton Drone tokens. Each of those tokens enters the field rested with an amount of buff counters on it equal to the amount of domains sacrificed this way. Then they gain vigor until end of turn.",
  abilities: [
    {
      kind: "effect",
      effects: [
        { op: "sacrificeDomains" },
        { op: "summon", token: "Automaton Drone", perSacrificed: true, rested: true, gains: "vigor" },
      ],
    },
  ],
});
