/** Deflecting Edge (action, norm, reserve 1). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "g7uDOmUf2u",
  name: "Deflecting Edge",
  text: "This card costs 1 less to activate if you control a Sword weapon.\n\nPrevent the next 3 combat damage that would be dealt to target unit this turn.",
  abilities: [
    {
      kind: "costLess",
      amount: 1,
      if: { kind: "youControl", filter: { type: "weapon", subtype: "SWORD", controller: "you" } },
    },
    {
      kind: "effect",
      effects: [{ op: "preventNextCombatDamage", target: { kind: "target", filter: { type: "unit" } }, amount: 3 }],
    },
  ],
});
