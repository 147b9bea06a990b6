/** Training Session (action, norm, reserve 2). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "G42RDwb3Ko",
  name: "Training Session",
  text: "Put a buff counter on target ally you control. (Allies get +1 power and +1 life for each buff counter on them.)",
  abilities: [
    {
      kind: "effect",
      effects: [
        {
          op: "putCounter",
          counter: "buff",
          target: { kind: "target", filter: { type: "ally", controller: "you" } },
          amount: 1,
        },
      ],
    },
  ],
});
