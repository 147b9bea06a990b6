/** Mindbreak Bullet (item, umbra, reserve 2). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "9htu9agwj4",
  name: "Mindbreak Bullet",
  text: "REST: Load Mindbreak Bullet into target unloaded Gun weapon you control.\n\n[Class Bonus] On Champion Hit: Look at that opponent's memory and discard a card from it.",
  abilities: [
    {
      kind: "activated",
      costs: [{ kind: "restSelf" }],
      effects: [
        {
          op: "loadSelf",
          target: { kind: "target", filter: { type: "weapon", subtype: "GUN", controller: "you", unloaded: true } },
        },
      ],
    },
    {
      kind: "trigger",
      on: "onChampionHit",
      effects: [{ op: "discardFromOpponentMemory" }],
      condition: { kind: "classBonus" },
    },
  ],
});
