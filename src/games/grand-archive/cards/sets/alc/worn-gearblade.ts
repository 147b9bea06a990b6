/** Worn Gearblade (regalia, weapon, norm, memory 1). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "r1o0qtb31x",
  name: "Worn Gearblade",
  text: "[Class Bonus] REST, Remove a durability counter from Worn Gearblade: Prevent the next 1 damage that would be dealt to target unit this turn.\n\nWhenever an Automaton ally you control dies, put a durability counter on Worn Gearblade.",
  abilities: [
    {
      kind: "activated",
      costs: [{ kind: "restSelf" }, { kind: "removeDurabilitySelf" }],
      effects: [{ op: "preventNextDamage", target: { kind: "target", filter: { type: "unit" } }, amount: 1 }],
      condition: { kind: "classBonus" },
    },
    {
      kind: "trigger",
      on: "automatonAllyYouControlDies",
      effects: [{ op: "putCounter", counter: "durability", target: { kind: "self" }, amount: 1 }],
    },
  ],
});
