/** Anathema's End (item, umbra, reserve 3). */
import { LOAD_INTO_UNLOADED_GUN, defineCard } from "../../types.js";

export default defineCard({
  id: "ii17fzcyfr",
  name: "Anathema's End",
  text: "REST: Load Anathema's End into target unloaded Gun weapon you control.\n\n[Class Bonus] On Champion Hit: Banish all Curse cards in the hit champion's lineage. For each card banished this way, deal 2 unpreventable damage to that champion.",
  abilities: [
    LOAD_INTO_UNLOADED_GUN,
    {
      kind: "trigger",
      on: "onChampionHit",
      effects: [{ op: "banishFromLineage", target: { kind: "hit" }, subtype: "CURSE", damageEach: 2 }],
      condition: { kind: "classBonus" },
    },
  ],
});
