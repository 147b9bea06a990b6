import { defineCard } from "../types.js";

/**
 * Convergent Mutation — Spell, Mind, 2 Energy + 1 Power. Reaction.
 * Errata (OFAQ-43): "This turn, increase its Might to the Might of another friendly unit" — an increase by the
 * difference, computed on resolution, never a decrease and not a "becomes".
 */
export default defineCard({
  code: "OGN-108",
  name: "Convergent Mutation",
  text: "[Reaction] (Play any time, even before spells and abilities resolve.)\nChoose a friendly unit. This turn, increase its Might to the Might of another friendly unit.",
  abilities: [
    {
      kind: "spell",
      targets: [
        { id: "unit", filter: { type: "unit", controller: "friendly" } },
        { id: "other", filter: { type: "unit", controller: "friendly" }, distinctFrom: "unit" },
      ],
      effects: [
        {
          op: "might",
          what: { target: "unit" },
          amount: { atLeast0: { minus: [{ mightOf: { target: "other" } }, { mightOf: { target: "unit" } }] } },
          duration: "turn",
        },
      ],
    },
  ],
});
