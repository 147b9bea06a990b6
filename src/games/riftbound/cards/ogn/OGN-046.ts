import { type CustomEffect, defineCard } from "../types.js";

/**
 * The base half of "the only unit you control there": `onlyUnitThere` covers battlefields only, but a base is
 * a location too (138.1.a.1), so a lone unit in its controller's base also gets the additional +1.
 */
const aloneInBase: CustomEffect = (api) => {
  const [unit] = api.targets("unit");
  if (!unit || api.zoneOf(unit) !== "base") return "done";
  const mine = api.units({ type: "unit", controller: "friendly", at: "base" });
  if (mine.length === 1 && mine[0] === unit) api.giveMight(unit, 1, "turn");
  return "done";
};

/** En Garde — Spell, Calm, 1 Energy. Reaction. */
export default defineCard({
  code: "OGN-046",
  name: "En Garde",
  text: "[Reaction] (Play any time, even before spells and abilities resolve.)\nGive a friendly unit +1 :rb_might: this turn, then an additional +1 :rb_might: this turn if it is the only unit you control there.",
  abilities: [
    {
      kind: "spell",
      targets: [{ id: "unit", filter: { type: "unit", controller: "friendly" } }],
      effects: [
        { op: "might", what: { target: "unit" }, amount: 1, duration: "turn" },
        // "there" is the unit's location (138.1.a.1): a battlefield, or its base.
        {
          op: "if",
          cond: { onlyUnitThere: { target: "unit" } },
          then: [{ op: "might", what: { target: "unit" }, amount: 1, duration: "turn" }],
        },
        { op: "custom", run: aloneInBase },
      ],
    },
  ],
});
