import { defineCard } from "../types.js";

/** Leona, Determined — Unit (Champion), Order, 4 Energy + 1 Order Power. Shield (printed). */
export default defineCard({
  code: "OGN-238",
  name: "Leona, Determined",
  text: "[Shield] (+1 :rb_might: while I'm a defender.)\nWhen I attack, stun an enemy unit here. (It doesn't deal combat damage this turn.)",
  abilities: [
    {
      kind: "triggered",
      // "When I attack" (620): I became an attacker; "here" is the battlefield of that combat.
      on: "attacked",
      filter: { self: true },
      targets: [{ id: "unit", filter: { type: "unit", controller: "enemy", at: "here" } }],
      effects: [{ op: "stun", what: { target: "unit" } }],
    },
  ],
});
