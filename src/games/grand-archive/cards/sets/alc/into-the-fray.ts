/** Into the Fray (action, norm, reserve 2, fast). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "tu9agwj4f1",
  name: "Into the Fray",
  text: "Up to one target ally you control gets +1 POWER until end of turn for each other ally you control.\n\n[Class Bonus] Floating Memory (While paying for a memory cost, you may banish this card from your graveyard to pay for 1 of that cost.)",
  abilities: [
    {
      kind: "effect",
      effects: [
        {
          op: "pump",
          target: { kind: "target", filter: { type: "ally", controller: "you" }, upTo: true },
          power: { count: "otherAlliesYouControl" },
        },
      ],
    },
    { kind: "keyword", keyword: "floatingMemory", condition: { kind: "classBonus" } },
  ],
});
