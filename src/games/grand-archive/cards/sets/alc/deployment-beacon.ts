/** Deployment Beacon (regalia, item, wind, memory 1). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "klryvfq3hu",
  name: "Deployment Beacon",
  text: "On Enter: Summon an Automaton Drone token.\n\n[Class Bonus] On Leave: Summon an Automaton Drone token. (Apply this effect only if your champion's class matches this card's class.)",
  abilities: [
    { kind: "trigger", on: "onEnter", effects: [{ op: "summon", token: "Automaton Drone" }] },
    {
      kind: "trigger",
      on: "onLeave",
      effects: [{ op: "summon", token: "Automaton Drone" }],
      condition: { kind: "classBonus" },
    },
  ],
});
