/** Seed of Nature (regalia/item, tera, memory 0). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "ybdj1Db9jz",
  name: "Seed of Nature",
  text: "Seed of Nature enters the field rested.\n\nOn Enter: Your champion gets +2 level until end of turn.\n\n[Class Bonus] REST, Banish Seed of Nature: Your champion gets +2 level until end of turn.",
  abilities: [
    { kind: "keyword", keyword: "entersRested" },
    { kind: "trigger", on: "onEnter", effects: [{ op: "championLevelGet", amount: 2 }] },
    {
      kind: "activated",
      costs: [{ kind: "restSelf" }, { kind: "banishSelf" }],
      effects: [{ op: "championLevelGet", amount: 2 }],
      condition: { kind: "classBonus" },
    },
  ],
});
