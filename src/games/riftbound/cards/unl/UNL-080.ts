import { type Condition, defineCard } from "../types.js";

/** The discarded card (now in its owner's trash, 598) is of this card type. */
const discarded = (cardType: "Unit" | "Spell" | "Gear"): Condition => ({
  compare: [
    { countVar: "discarded", filter: { at: "trash", cardType } },
    { op: ">=", value: 1 },
  ],
});

/**
 * Hwei, Brooding Painter — Unit (Champion), Mind, 5 Energy + 1 Mind. "When I move" (608): draw 1 (591), discard 1
 * chosen by his controller (598), then one follow-up by the discarded card's type (104), none if nothing was
 * discarded. "Ready up to 2 runes" lets the controller pick (593.4.b).
 */
export default defineCard({
  code: "UNL-080",
  name: "Hwei, Brooding Painter",
  text: "When I move, draw 1, then discard 1. Then, do the following based on the discarded card's type:\n- Spell — Draw 1.\n- Gear — Ready up to 2 runes.\n- Unit — Give me +3 :rb_might: this turn.",
  abilities: [
    {
      kind: "triggered",
      on: "moved",
      filter: { self: true },
      effects: [
        { op: "draw", n: 1 },
        { op: "discard", n: 1, saveAs: "discarded" },
        { op: "if", cond: discarded("Spell"), then: [{ op: "draw", n: 1 }] },
        { op: "if", cond: discarded("Gear"), then: [{ op: "readyRunes", n: 2, upTo: true }] },
        {
          op: "if",
          cond: discarded("Unit"),
          then: [{ op: "might", what: { self: true }, amount: 3, duration: "turn" }],
        },
      ],
    },
  ],
});
