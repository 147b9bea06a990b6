/** Spirit Blade: Ghost Strike (attack, crux, reserve 0). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "vcZSHNHvKX",
  name: "Spirit Blade: Ghost Strike",
  text: "On Attack: You may banish a card from your material deck. If you do, your champion's attacks get +1 POWER until end of turn.",
  abilities: [
    {
      kind: "trigger",
      on: "onAttack",
      effects: [
        {
          op: "may",
          prompt:
            "Banish a card from your material deck? If you do, your champion's attacks get +1 POWER until end of turn.",
          doing: { op: "banishFromMaterialDeck", count: 1 },
          then: [{ op: "championAttacksGet", power: 1 }],
        },
      ],
    },
  ],
});
