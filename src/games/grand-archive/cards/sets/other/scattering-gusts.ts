/** Scattering Gusts (action, wind, reserve 4, fast): a card outside the starters (its set is not in the sources). */
import { defineCard } from "../../types.js";

const upTo = { kind: "target", filter: { type: "ally" }, upTo: true } as const;

export default defineCard({
  id: "jOqyx96kse",
  name: "Scattering Gusts",
  text: "Suppress up to two target allies. (To suppress an ally, banish it and return it to the field under its owner's control at the beginning of the next end phase.)\n\n[Class Bonus] Put an enlighten counter on your champion.",
  abilities: [
    // "Up to two target allies": two "up to one" targets, distinct (CR Objects and Targeting).
    {
      kind: "effect",
      effects: [
        { op: "suppress", target: upTo },
        { op: "suppress", target: upTo },
      ],
    },
    { kind: "effect", effects: [{ op: "enlighten", amount: 1 }], condition: { kind: "classBonus" } },
  ],
});
