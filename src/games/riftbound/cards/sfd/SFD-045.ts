import { defineCard } from "../types.js";

/** Not So Fast — Spell. Unsupported: needs countering an ability on the chain by what it chooses ("an enemy spell or ability that chooses a friendly unit or gear"): counter targets spells only. */
export default defineCard({
  code: "SFD-045",
  name: "Not So Fast",
  text: "[Reaction] (Play any time, even before spells and abilities resolve.)\nCounter an enemy spell or ability that chooses a friendly unit or gear.",
  abilities: [],
  unsupported:
    'Needs countering an ability on the chain by what it chooses ("an enemy spell or ability that chooses a friendly unit or gear"): counter targets spells only',
});
