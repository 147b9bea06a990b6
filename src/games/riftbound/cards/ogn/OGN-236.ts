import { defineCard } from "../types.js";

/** Karthus, Eternal — Unit (Champion), Order, 3 Energy + 1 Order Power. */
export default defineCard({
  code: "OGN-236",
  name: "Karthus, Eternal",
  text: "Your [Deathknell] effects trigger an additional time.",
  abilities: [
    {
      kind: "passive",
      // 720.1.c / 583: each Deathknell trigger of a card you control is put on the chain once more.
      passive: { kind: "rule", key: "triggerRepeat", keyword: "Deathknell", value: 1 },
    },
  ],
});
