import { defineCard } from "../types.js";

/**
 * Dominus — Spell (Signature, Renekton), Fury/Body, 4 Energy. [Action]. Doubling (CR 1.4 432.1): +X Might this turn,
 * X the unit's Might as this resolves (the Last Stand example); and for this turn the unit has the activated ability
 * "[A][A]: Ready me." (577, a `granted` ability given by `createEffect` `grantAbility`; "me" is that unit).
 */
export default defineCard({
  code: "VEN-142",
  name: "Dominus",
  text: '[Action] (Play on your turn or in showdowns.)\nThis turn, double a unit\'s Might and give it ":rb_rune_rainbow::rb_rune_rainbow:: Ready me."',
  abilities: [
    {
      kind: "spell",
      targets: [{ id: "unit", filter: { type: "unit" } }],
      effects: [
        { op: "might", what: { target: "unit" }, amount: { mightOf: { target: "unit" } }, duration: "turn" },
        { op: "createEffect", duration: "turn", about: { target: "unit" }, grantAbility: 1 },
      ],
    },
    { kind: "activated", granted: true, cost: { power: 2 }, effects: [{ op: "ready", what: { self: true } }] },
  ],
});
