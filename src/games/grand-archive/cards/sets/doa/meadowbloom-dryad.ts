/** Meadowbloom Dryad (ally, tera, reserve 2). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "cVRIUJdTW5",
  name: "Meadowbloom Dryad",
  text: "Preserve (When this ally dies, put it into your material deck preserved. As you materialize, you may instead return a preserved card to its owner's hand.)\n\n[Class Bonus] Whenever Meadowbloom Dryad or another ally enters the field under your control, put a buff counter on target ally.",
  abilities: [
    { kind: "keyword", keyword: "preserve" },
    {
      kind: "trigger",
      on: "allyEntersYourField",
      effects: [{ op: "putCounter", counter: "buff", target: { kind: "target", filter: { type: "ally" } }, amount: 1 }],
      condition: { kind: "classBonus" },
    },
  ],
});
