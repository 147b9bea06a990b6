/** Smack with Flute (attack, norm, reserve 2). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "zpkcFs72Ah",
  name: "Smack with Flute",
  text: "On Attack: Your champion gets +1 level until end of turn. \n\n[Class Bonus] Floating Memory (While paying for a memory cost, you may banish this card from your graveyard to pay for 1 of that cost.)",
  abilities: [
    { kind: "trigger", on: "onAttack", effects: [{ op: "championLevelGet", amount: 1 }] },
    { kind: "keyword", keyword: "floatingMemory", condition: { kind: "classBonus" } },
  ],
});
