/** Foraging Servant (ally, norm, reserve 2). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "0pw0y6isxy",
  name: "Foraging Servant",
  text: "On Enter:  Gather. (To gather, summon a Blightroot, Manaroot, Silvershine, Fraysia, Razorvine, or Springleaf token, chosen at random.)\n\n[Class Bonus] Floating Memory (While paying for a memory cost, you may banish this card from your graveyard to pay for 1 of that cost.)",
  abilities: [
    { kind: "trigger", on: "onEnter", effects: [{ op: "gather", times: 1 }] },
    { kind: "keyword", keyword: "floatingMemory", condition: { kind: "classBonus" } },
  ],
});
