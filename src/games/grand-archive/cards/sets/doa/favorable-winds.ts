/** Favorable Winds (action, wind, reserve 1). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "dsAqxMezGb",
  name: "Favorable Winds",
  text: "Allies you control get +1 LIFE until end of turn.\n\nFloating Memory (While paying for a memory cost, you may banish this card from your graveyard to pay for 1 of that cost.)",
  abilities: [
    {
      kind: "effect",
      effects: [{ op: "pump", target: { kind: "all", filter: { type: "ally", controller: "you" } }, life: 1 }],
    },
    { kind: "keyword", keyword: "floatingMemory" },
  ],
});
