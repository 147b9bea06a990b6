/** Obelisk of Armaments (unique token domain, neos). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "wk0pw0y6is",
  name: "Obelisk of Armaments",
  text: "(5), REST: Summon an Aurousteel Greatsword token. This ability costs (1) less to activate for each domain you control.",
  abilities: [
    {
      kind: "activated",
      costs: [{ kind: "reserve", amount: 5, lessPerDomain: true }, { kind: "restSelf" }],
      effects: [{ op: "summon", token: "Aurousteel Greatsword" }],
    },
  ],
});
