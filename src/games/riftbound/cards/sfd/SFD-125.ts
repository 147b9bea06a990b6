import { defineCard } from "../types.js";

/**
 * Fae Porter — Unit, Chaos, 4 Energy. "You may pay [Chaos] to" is the trigger's cost (CR 1.4 383.3.b); the unit
 * moves to where I am as it resolves (`locationOf`, 608).
 */
export default defineCard({
  code: "SFD-125",
  name: "Fae Porter",
  text: "When I move to a battlefield, you may pay :rb_rune_chaos: to move a unit you control to the same battlefield.",
  abilities: [
    {
      kind: "triggered",
      on: "moved",
      filter: { self: true, data: { toBattlefield: true } },
      cost: { pay: { power: 1, powerDomain: "Chaos" } },
      targets: [{ id: "unit", filter: { type: "unit", controller: "friendly", other: true } }],
      effects: [{ op: "move", what: { target: "unit" }, to: { locationOf: { self: true } } }],
    },
  ],
});
