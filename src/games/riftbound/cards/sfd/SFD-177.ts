import { defineCard } from "../types.js";

/**
 * Azir, Sovereign — Unit (Champion), Order, 4 Energy. [Accelerate] is handled by the rules. "You may move any number
 * of your token units": chosen as the attack trigger goes on the chain (559.3.d: none included), from anywhere on the
 * board; each moves to Azir's battlefield (608, not a standard move), where it becomes an attacker (CR 1.4 464.2.c.3.a).
 */
export default defineCard({
  code: "SFD-177",
  name: "Azir, Sovereign",
  text: "[Accelerate] (You may pay :rb_energy_1::rb_rune_order: as an additional cost to have me enter ready.)\nWhen I attack, you may move any number of your token units to this battlefield.",
  abilities: [
    {
      kind: "triggered",
      on: "attacked",
      filter: { self: true },
      targets: [
        { id: "tokens", filter: { type: "unit", controller: "friendly", token: true, not: { at: "here" } }, any: true },
      ],
      effects: [{ op: "move", what: { target: "tokens" }, to: "here" }],
    },
  ],
});
