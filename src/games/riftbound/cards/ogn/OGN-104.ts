import { defineCard } from "../types.js";

/** Retreat — Spell, Mind, 1 Energy. Reaction. */
export default defineCard({
  code: "OGN-104",
  name: "Retreat",
  text: "[Reaction] (Play any time, even before spells and abilities resolve.)\nReturn a friendly unit to its owner's hand. Its owner channels 1 rune exhausted.",
  abilities: [
    {
      kind: "spell",
      targets: [{ id: "unit", filter: { type: "unit", controller: "friendly" } }],
      effects: [
        { op: "returnToHand", what: { target: "unit" }, saveAs: "returned" },
        // 606.2: the returned card's owner channels, exhausted.
        { op: "channel", n: 1, exhausted: true, who: { ownerOf: { var: "returned" } } },
      ],
    },
  ],
});
