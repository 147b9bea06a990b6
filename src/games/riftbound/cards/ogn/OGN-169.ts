import { defineCard } from "../types.js";

/** Gust — Spell, Chaos, 1 Energy. Reaction. Bounces a small unit at a battlefield. */
export default defineCard({
  code: "OGN-169",
  name: "Gust",
  text: "[Reaction] (Play any time, even before spells and abilities resolve.)\nReturn a unit at a battlefield with 3 :rb_might: or less to its owner's hand.",
  abilities: [
    {
      kind: "spell",
      targets: [{ id: "unit", filter: { type: "unit", at: "battlefield", maxMight: 3 } }],
      effects: [{ op: "returnToHand", what: { target: "unit" } }],
    },
  ],
});
