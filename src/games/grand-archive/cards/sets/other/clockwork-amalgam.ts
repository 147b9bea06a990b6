/** Clockwork Amalgam (phantasia, neos, reserve 5): a card outside the starters (its set is not in the sources). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "3zc9p4lpnv",
  name: "Clockwork Amalgam",
  text: '[Class Bonus] This card costs 2 less to activate.\n\nClockwork Amalgam enters the field as a copy of any ally or weapon on the field except it has "At the beginning of your recollection phase, you may return this object to your hand."',
  abilities: [
    { kind: "costLess", amount: 2, condition: { kind: "classBonus" } },
    { kind: "entersAsCopy", filter: { types: ["ally", "weapon"] } },
    {
      kind: "trigger",
      on: "beginRecollection",
      whileCopy: true,
      effects: [
        {
          op: "may",
          prompt: "Return this object to your hand?",
          doing: { op: "returnToHand", target: { kind: "self" } },
          then: [],
        },
      ],
    },
  ],
});
