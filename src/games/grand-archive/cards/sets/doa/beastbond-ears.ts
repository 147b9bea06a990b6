/** Beastbond Ears (regalia/item, norm, memory 0). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "JPcFmCpdiF",
  name: "Beastbond Ears",
  text: "Your champion gets +1 level as long as you control an Animal or Beast ally.",
  abilities: [
    {
      kind: "championLevel",
      amount: 1,
      condition: {
        kind: "or",
        conditions: [
          { kind: "youControl", filter: { type: "ally", controller: "you", subtype: "ANIMAL" } },
          { kind: "youControl", filter: { type: "ally", controller: "you", subtype: "BEAST" } },
        ],
      },
    },
  ],
});
