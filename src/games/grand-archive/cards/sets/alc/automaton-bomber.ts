/** Automaton Bomber (ally, fire, reserve 3). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "ygojwk0pw0",
  name: "Automaton Bomber",
  text: "Ranged 4 (As long as this unit is distant, its attacks get +4 POWER.)\n\n[Class Bonus] Floating Memory (While paying for a memory cost, you may banish this card from your graveyard to pay for 1 of that cost.)",
  abilities: [
    { kind: "ranged", amount: 4 },
    { kind: "keyword", keyword: "floatingMemory", condition: { kind: "classBonus" } },
  ],
});
