/** Martial Guard (action, norm, reserve 2, fast). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "nsdwmxz1vd",
  name: "Martial Guard",
  text: "The next time target unit would be dealt damage this turn, prevent 2 of that damage.\n\n[Class Bonus] [Level 2+] Floating Memory (While paying for a memory cost, you may banish this card from your graveyard to pay for 1 of that cost.)",
  abilities: [
    {
      kind: "effect",
      effects: [{ op: "preventNextDamage", target: { kind: "target", filter: { type: "unit" } }, amount: 2 }],
    },
    {
      kind: "keyword",
      keyword: "floatingMemory",
      condition: { kind: "and", conditions: [{ kind: "classBonus" }, { kind: "levelAtLeast", level: 2 }] },
    },
  ],
});
