import { defineCard } from "../types.js";

/** Back to Back — Spell, Order, 3 Energy. Reaction. */
export default defineCard({
  code: "OGN-206",
  name: "Back to Back",
  text: "[Reaction] (Play any time, even before spells and abilities resolve.)\nGive two friendly units each +2 :rb_might: this turn.",
  abilities: [
    {
      kind: "spell",
      targets: [{ id: "units", filter: { type: "unit", controller: "friendly" }, count: 2 }],
      effects: [{ op: "might", what: { target: "units" }, amount: 2, duration: "turn" }],
    },
  ],
});
