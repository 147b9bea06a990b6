/** Mindbreak Bullet (item, umbra, reserve 2). */
import { LOAD_INTO_UNLOADED_GUN, defineCard } from "../../types.js";

export default defineCard({
  id: "9htu9agwj4",
  name: "Mindbreak Bullet",
  text: "REST: Load Mindbreak Bullet into target unloaded Gun weapon you control.\n\n[Class Bonus] On Champion Hit: Look at that opponent's memory and discard a card from it.",
  abilities: [
    LOAD_INTO_UNLOADED_GUN,
    {
      kind: "trigger",
      on: "onChampionHit",
      effects: [{ op: "discardFromOpponentMemory" }],
      condition: { kind: "classBonus" },
    },
  ],
});
