/** Barrier Servant (ally, norm, reserve 3). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "xW6SZSlJX6",
  name: "Barrier Servant",
  text: "Intercept (Whenever your champion is attacked while this ally is awake, you may redirect that attack to this ally.)\n\nRemove two enlighten counters from your champion: The next time damage would be dealt to Barrier Servant this turn, prevent that damage.",
  abilities: [
    { kind: "keyword", keyword: "intercept" },
    {
      kind: "activated",
      costs: [{ kind: "removeEnlighten", count: 2 }],
      effects: [{ op: "preventNextDamage", target: { kind: "self" } }],
    },
  ],
});
