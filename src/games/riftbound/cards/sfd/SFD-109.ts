import { defineCard } from "../types.js";

/**
 * Akshan, Mischievous — Unit (Champion), Body, 4 Energy. [Weaponmaster] printed. The optional [Body][Body] is an
 * additional cost (560.2.b); "if you paid the additional cost" is the play trigger's intervening if (560.4.d.1). The
 * enemy gear is chosen as the trigger goes on the chain; taking control moves it to his controller's base (179), and
 * the control ends the moment he leaves the board, not through the chain (CR 1.4 359.3.e.16; gained not at all when he
 * left before it resolves). The gear is no longer an enemy gear once taken, so it is named by the saved variable.
 */
export default defineCard({
  code: "SFD-109",
  name: "Akshan, Mischievous",
  text: "[Weaponmaster]\nYou may pay :rb_rune_body::rb_rune_body: as an additional cost to play me.\nWhen you play me, if you paid the additional cost, move an enemy gear to your base. You control it until I leave the board. If it's an Equipment, attach it to me.",
  abilities: [
    {
      kind: "passive",
      passive: { kind: "additionalCost", optional: true, cost: "power", power: { n: 2, domain: "Body" } },
    },
    {
      kind: "triggered",
      on: "played",
      filter: { self: true },
      if: { paidOptional: "power" },
      targets: [{ id: "gear", filter: { type: "gear", controller: "enemy" } }],
      effects: [
        { op: "gainControl", what: { target: "gear" }, saveAs: "gear", whileSourceOnBoard: true },
        {
          op: "if",
          cond: { is: { var: "gear" }, filter: { tag: "Equipment" } },
          then: [{ op: "attach", what: { var: "gear" }, to: { self: true } }],
        },
      ],
    },
  ],
});
