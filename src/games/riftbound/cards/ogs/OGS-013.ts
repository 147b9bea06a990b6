import { defineCard } from "../types.js";

/** Garen, Commander — Unit, Order, 6 Energy + 1 Power. */
export default defineCard({
  code: "OGS-013",
  name: "Garen, Commander",
  text: "Other friendly units have +1 :rb_might: here.",
  abilities: [
    {
      kind: "passive",
      passive: {
        kind: "othersMight",
        amount: 1,
        filter: { type: "unit", controller: "friendly", at: "here", other: true },
      },
    },
  ],
});
