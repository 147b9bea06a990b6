/** Flute of Taming (regalia/item, norm, memory 1). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "y8fx8G64C9",
  name: "Flute of Taming",
  text: "REST: Your champion gets +1 level until end of turn.\n\nREST: Target Animal or Beast ally gets your choice of +1 POWER or +1 LIFE until end of turn.",
  abilities: [
    { kind: "activated", costs: [{ kind: "restSelf" }], effects: [{ op: "championLevelGet", amount: 1 }] },
    {
      kind: "activated",
      costs: [{ kind: "restSelf" }],
      effects: [
        {
          op: "pumpChoice",
          target: { kind: "target", filter: { type: "ally", subtypes: ["ANIMAL", "BEAST"] } },
          amount: 1,
        },
      ],
    },
  ],
});
