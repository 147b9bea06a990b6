import { defineCard } from "../types.js";

/**
 * Daisy! — Unit (Ivern signature), Calm/Order. "Reduce my cost by [1] for each of the following tags among your
 * units": one discount of [1] per tag that at least one unit you control has (560.4; four `cost` passives, each while
 * such a unit exists). "When I attack while your units have all 4 tags" is an intervening condition (the trigger's
 * `if`, 583), checked as the trigger would go on the chain.
 */
export default defineCard({
  code: "UNL-196",
  name: "Daisy!",
  text: "I enter ready.\nReduce my cost by :rb_energy_1: for each of the following tags among your units — Bird, Cat, Dog, and Poro.\nWhen I attack while your units have all 4 tags, [Stun] an enemy unit here. (It doesn't deal combat damage this turn.)",
  abilities: [
    { kind: "passive", passive: { kind: "enterReady" } },
    {
      kind: "passive",
      passive: {
        kind: "cost",
        mod: { discount: { energy: 1 } },
        applies: { self: true },
        when: { exists: { type: "unit", controller: "friendly", tag: "Bird" } },
      },
    },
    {
      kind: "passive",
      passive: {
        kind: "cost",
        mod: { discount: { energy: 1 } },
        applies: { self: true },
        when: { exists: { type: "unit", controller: "friendly", tag: "Cat" } },
      },
    },
    {
      kind: "passive",
      passive: {
        kind: "cost",
        mod: { discount: { energy: 1 } },
        applies: { self: true },
        when: { exists: { type: "unit", controller: "friendly", tag: "Dog" } },
      },
    },
    {
      kind: "passive",
      passive: {
        kind: "cost",
        mod: { discount: { energy: 1 } },
        applies: { self: true },
        when: { exists: { type: "unit", controller: "friendly", tag: "Poro" } },
      },
    },
    {
      kind: "triggered",
      on: "attacked",
      filter: { self: true },
      if: {
        and: [
          { exists: { type: "unit", controller: "friendly", tag: "Bird" } },
          { exists: { type: "unit", controller: "friendly", tag: "Cat" } },
          { exists: { type: "unit", controller: "friendly", tag: "Dog" } },
          { exists: { type: "unit", controller: "friendly", tag: "Poro" } },
        ],
      },
      targets: [{ id: "unit", filter: { type: "unit", controller: "enemy", at: "here" } }],
      effects: [{ op: "stun", what: { target: "unit" } }],
    },
  ],
});
