import { defineCard } from "../types.js";

/** Repulse — Spell, Body, 1 Energy + 1 Body. Not yet run faithfully: refused at deck validation. */
export default defineCard({
  code: "UNL-106",
  name: "Repulse",
  text: "[Reaction] (Play any time, even before spells and abilities resolve.)\nChoose a friendly unit at a battlefield. Counter an enemy spell or ability that chooses it and no other friendly unit.",
  unsupported:
    'needs choosing a spell or ability on the chain by what it chooses ("that chooses it and no other friendly unit")',
  abilities: [],
});
