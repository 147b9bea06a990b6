/** Beastbond Paws (regalia/item, norm, memory 0). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "F1t18omUlx",
  name: "Beastbond Paws",
  text: "Banish Beastbond Paws: Target Animal or Beast ally you control gets +1 POWER and gains true sight until end of turn. (Units with true sight can attack units with stealth.)",
  abilities: [
    {
      kind: "activated",
      costs: [{ kind: "banishSelf" }],
      effects: [
        {
          op: "pump",
          target: { kind: "target", filter: { type: "ally", controller: "you", subtypes: ["ANIMAL", "BEAST"] } },
          power: 1,
          gains: "trueSight",
        },
      ],
    },
  ],
});
