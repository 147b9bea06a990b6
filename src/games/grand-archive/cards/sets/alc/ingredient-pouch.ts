/** Ingredient Pouch (regalia/item, norm, memory 0). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "u7d6soporh",
  name: "Ingredient Pouch",
  text: "(1), REST: Gather. (To gather, summon a Blightroot, Manaroot, Silvershine, Fraysia, Razorvine, or Springleaf token, chosen at random.)",
  abilities: [
    {
      kind: "activated",
      costs: [{ kind: "reserve", amount: 1 }, { kind: "restSelf" }],
      effects: [{ op: "gather", times: 1 }],
    },
  ],
});
