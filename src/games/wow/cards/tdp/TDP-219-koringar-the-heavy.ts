import { wowCard } from "../types.js";

/**
 * Koringar the Heavy (TDP-219): Ally (Tauren Warrior), 7, 5/5 (Horde). "This turn, Koringar has all the payment powers
 * of all other allies": a definite modifier read continuously (CR 7.4 700.1, 714.3; rules/granted-powers.ts): the
 * payment powers, printed or granted, of every other ally in play, either party's, as long as they have them this
 * turn; Koringar's controller uses them, paying with Koringar ("[Exhaust]" exhausts him, "this ally" and "this
 * character" name him; docs/rules-decisions.md). The sources agree on its stats and text (seriallos kept).
 */
export default wowCard({
  id: "TDP-219",
  name: "Koringar the Heavy",
  text: "3 -> This turn, Koringar has all the payment powers of all other allies.",
  powers: [
    {
      kind: "payment",
      cost: { resources: 3 },
      targets: [],
      effects: [{ op: "copy-payment-powers-this-turn", what: "self" }],
    },
  ],
});
