import { defineCard } from "../types.js";

/** Lee Sin, Centered — Unit (Champion), Body, 6 Energy, 6 Might. Accelerate (from the card data). */
export default defineCard({
  code: "OGN-151",
  name: "Lee Sin, Centered",
  text: "[Accelerate] (You may pay :rb_energy_1::rb_rune_body: as an additional cost to have me enter ready.)\nOther buffed friendly units at my battlefield have +2 :rb_might:.",
  abilities: [
    {
      kind: "passive",
      // "at my battlefield": only while I am at a battlefield ("here" alone would include my base).
      passive: {
        kind: "othersMight",
        amount: 2,
        when: { is: { self: true }, filter: { at: "battlefield" } },
        filter: { type: "unit", controller: "friendly", buffed: true, other: true, at: "here" },
      },
    },
  ],
});
