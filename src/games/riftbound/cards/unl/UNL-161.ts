import { defineCard } from "../types.js";

/**
 * Divining Shells — Gear, Order, 2 Energy.
 * [Vision] printed (729). "[Action] Kill this, [exhaust]": an Action-timed activated ability (508.1.a).
 */
export default defineCard({
  code: "UNL-161",
  name: "Divining Shells",
  text: "[Vision] (When you play this, look at the top card of your Main Deck. You may recycle it.)\n[Action][>] Kill this, :rb_exhaust:: Give a unit +2 :rb_might: this turn.",
  abilities: [
    {
      kind: "activated",
      cost: { killSelf: true, exhaust: true },
      timing: "action",
      targets: [{ id: "unit", filter: { type: "unit" } }],
      effects: [{ op: "might", what: { target: "unit" }, amount: 2, duration: "turn" }],
    },
  ],
});
