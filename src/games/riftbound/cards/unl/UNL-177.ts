import { defineCard } from "../types.js";

/**
 * Ivern, Friend to All — Unit (Champion), Order, 6 Energy, 6 Might. "As you play me, choose Bird, Cat, Dog, or Poro"
 * is made as he is played (CR 1.4 355.1) and remembered on him; "I gain that tag" is a `tag` passive reading it
 * (139.1). "When I conquer or hold, score 1 point if …" is an intervening condition (CR 1.4 383.2.a.1): among the
 * units you control, each of the four tags is found (given tags included).
 */
export default defineCard({
  code: "UNL-177",
  name: "Ivern, Friend to All",
  text: "As you play me, choose Bird, Cat, Dog, or Poro. I gain that tag.\nWhen I conquer or hold, score 1 point if your units have all of the following tags among them \u2014 Bird, Cat, Dog, and Poro.",
  abilities: [
    { kind: "passive", passive: { kind: "nameOnPlay", what: "tag", options: ["Bird", "Cat", "Dog", "Poro"] } },
    { kind: "passive", passive: { kind: "tag", named: true } },
    {
      kind: "triggered",
      on: ["conquered", "held"],
      filter: { player: "you", here: true },
      if: {
        and: [
          { exists: { type: "unit", controller: "friendly", tag: "Bird" } },
          { exists: { type: "unit", controller: "friendly", tag: "Cat" } },
          { exists: { type: "unit", controller: "friendly", tag: "Dog" } },
          { exists: { type: "unit", controller: "friendly", tag: "Poro" } },
        ],
      },
      effects: [{ op: "score", n: 1 }],
    },
  ],
});
