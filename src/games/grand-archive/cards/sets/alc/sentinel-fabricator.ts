/** Sentinel Fabricator (regalia item, neos, memory 0). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "j68m69iq4d",
  name: "Sentinel Fabricator",
  text: "(3), REST: Summon an Automaton Drone token with a buff counter on it.",
  abilities: [
    {
      kind: "activated",
      costs: [{ kind: "reserve", amount: 3 }, { kind: "restSelf" }],
      effects: [{ op: "summon", token: "Automaton Drone", buff: 1 }],
    },
  ],
});
