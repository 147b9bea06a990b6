/** Obelisk of Fabrication (unique token domain, neos). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "xy5lh23qu7",
  name: "Obelisk of Fabrication",
  text: "(6), REST: Summon an Automaton Drone token with a buff counter on it. This ability costs (1) less to activate for each domain you control.",
  abilities: [
    {
      kind: "activated",
      costs: [{ kind: "reserve", amount: 6, lessPerDomain: true }, { kind: "restSelf" }],
      effects: [{ op: "summon", token: "Automaton Drone", buff: 1 }],
    },
  ],
});
