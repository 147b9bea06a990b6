import { defineCard } from "../types.js";

/**
 * Heart of Dark Ice — Gear, Calm, 3 Energy + 1 Calm. An [exhaust] ability without [Reaction] (581).
 */
export default defineCard({
  code: "SFD-052",
  name: "Heart of Dark Ice",
  text: ":rb_exhaust:: Give a unit +3 :rb_might: this turn.",
  abilities: [
    {
      kind: "activated",
      cost: { exhaust: true },
      targets: [{ id: "unit", filter: { type: "unit" } }],
      effects: [{ op: "might", what: { target: "unit" }, amount: 3, duration: "turn" }],
    },
  ],
});
