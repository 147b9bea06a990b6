import { defineCard } from "../types.js";

/** Seal of Unity — Gear, Order, 0 Energy + 1 Order Power. */
export default defineCard({
  code: "OGN-245",
  name: "Seal of Unity",
  text: ":rb_exhaust:: [Reaction] — [Add] :rb_rune_order:. (Abilities that add resources can't be reacted to.)",
  abilities: [
    {
      kind: "activated",
      cost: { exhaust: true },
      timing: "reaction",
      addsResources: true, // 605.2: resolves at once
      effects: [{ op: "add", power: { n: 1, domain: "Order" } }],
    },
  ],
});
