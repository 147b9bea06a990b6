/** Beastbond Boots (regalia/item, norm, memory 0). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "xjuCkODVRx",
  name: "Beastbond Boots",
  text: "Banish Beastbond Boots: Your champion gains spellshroud until end of turn. Activate this ability only if you control an Animal or Beast ally. (Units with spellshroud can't be targeted by Spells.)",
  abilities: [
    {
      kind: "activated",
      costs: [{ kind: "banishSelf" }],
      effects: [{ op: "pump", target: { kind: "champion", who: "you" }, gains: "spellshroud" }],
      condition: { kind: "youControl", filter: { type: "ally", controller: "you", subtypes: ["ANIMAL", "BEAST"] } },
    },
  ],
});
