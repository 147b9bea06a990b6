import { defineCard } from "../types.js";

/**
 * Heart of the Tempest — Legend, Order/Chaos (Kennen). "When you play a card from anywhere other than your hand"
 * reads the `played` event's `fromHand` (trash, facedown, banishment, a deck; tokens are not cards, 185);
 * [Action] "Disempower me, [exhaust]:" (CR 1.4 442) gives a unit [Assault 2] this turn.
 */
export default defineCard({
  code: "VEN-155",
  name: "Heart of the Tempest",
  text: "When you play a card from anywhere other than your hand, empower me.\n[Action][>] Disempower me, :rb_exhaust:: Give a unit [Assault 2] this turn. (+2 :rb_might: while it's an attacker.)",
  abilities: [
    {
      kind: "triggered",
      on: "played",
      filter: { player: "you", data: { fromHand: false } },
      effects: [{ op: "empower", what: { self: true } }],
    },
    {
      kind: "activated",
      timing: "action",
      cost: { disempowerSelf: true, exhaust: true },
      targets: [{ id: "unit", filter: { type: "unit" } }],
      effects: [{ op: "keyword", what: { target: "unit" }, keyword: "Assault 2", duration: "turn" }],
    },
  ],
});
