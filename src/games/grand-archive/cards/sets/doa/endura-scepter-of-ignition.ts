/** Endura, Scepter of Ignition (regalia/item, norm, memory 0). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "SGsDKB9CN5",
  name: "Endura, Scepter of Ignition",
  text: "REST, Remove an enlighten counter from your champion: Deal 1 damage to target unit. Activate this ability only at slow speed.",
  abilities: [
    {
      kind: "activated",
      costs: [{ kind: "restSelf" }, { kind: "removeEnlighten", count: 1 }],
      effects: [{ op: "damage", target: { kind: "target", filter: { type: "unit" } }, amount: 1 }],
      fast: false,
    },
  ],
});
