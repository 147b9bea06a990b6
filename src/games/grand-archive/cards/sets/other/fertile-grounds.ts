/** Fertile Grounds (phantasia, wind, reserve 3): a card outside the starters (its set is not in the sources). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "8bls6g7xgw",
  name: "Fertile Grounds",
  text: "At the beginning of your recollection phase, summon a token copy of an Herb item you control.",
  abilities: [
    {
      kind: "trigger",
      on: "beginRecollection",
      effects: [{ op: "summonTokenCopy", filter: { type: "item", subtype: "HERB", controller: "you" } }],
    },
  ],
});
