/** Perse, Relentless Raptor (unique ally, wind, reserve 3): a card outside the starters (its set is not in the sources). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "nl1gxrpx8j",
  name: "Perse, Relentless Raptor",
  text: "Ranged 2 (As long as this unit is distant, its attacks get +2 POWER.)\n\nREST: Suppress target ally, item, or weapon. Activate this ability only if Perse is distant.",
  abilities: [
    { kind: "ranged", amount: 2 },
    {
      kind: "activated",
      costs: [{ kind: "restSelf" }],
      effects: [{ op: "suppress", target: { kind: "target", filter: { types: ["ally", "item", "weapon"] } } }],
      condition: { kind: "selfDistant" },
    },
  ],
});
