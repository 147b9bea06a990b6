/** Mana Limiter (regalia/item, norm, memory 0). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "IC3OU6vCnF",
  name: "Mana Limiter",
  text: "You can't remove enlighten counters from your champion to pay for costs. \n\nBanish Mana Limiter: Draw a card. Activate this ability only if your champion has six or more enlighten counters on them.",
  abilities: [
    { kind: "noEnlightenCosts" },
    {
      kind: "activated",
      costs: [{ kind: "banishSelf" }],
      effects: [{ op: "draw", amount: 1 }],
      condition: { kind: "championEnlightenAtLeast", count: 6 },
    },
  ],
});
