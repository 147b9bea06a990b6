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
  unsupported:
    '"here" is Garen\'s location, his base included (106.2.c, 141.1.a.1, 625.2.b), but the ObjFilter at: "here" only matches units at the source\'s battlefield (util.ts hereOf returns null in base), so other friendly units in his base get no +1. Needs: at: "here" (or a new at: "sameLocation") to match units at the source unit\'s location when it is in a base.',
});
