/** Tasershot (regalia, item, norm, memory 0). */
import { LOAD_INTO_UNLOADED_GUN, defineCard } from "../../types.js";

export default defineCard({
  id: "4x7e22tk3i",
  name: "Tasershot",
  text: "Renewable\n\nREST: Load Tasershot into target unloaded Gun weapon you control.\n\n[Class Bonus] On Champion Hit: Until the beginning of your next turn, whenever the hit champion levels up, deal 4 unpreventable damage to them.",
  abilities: [
    { kind: "keyword", keyword: "renewable" },
    LOAD_INTO_UNLOADED_GUN,
    {
      kind: "trigger",
      on: "onChampionHit",
      effects: [{ op: "whenLevelsUpDamage", target: { kind: "hit" }, amount: 4 }],
      condition: { kind: "classBonus" },
    },
  ],
});
