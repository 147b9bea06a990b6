/** Obelisk of Protection (unique token domain, neos). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "d6soporhlq",
  name: "Obelisk of Protection",
  text: "(4), REST: Prevent the next 2 damage that would be dealt to target unit this turn. This ability costs (1) less to activate for each domain you control.",
  abilities: [
    {
      kind: "activated",
      costs: [{ kind: "reserve", amount: 4, lessPerDomain: true }, { kind: "restSelf" }],
      effects: [
        { op: "preventNextDamage", target: { kind: "target", filter: { type: "unit" } }, amount: 2, total: true },
      ],
    },
  ],
});
