import { defineCard } from "../types.js";

/**
 * Forgotten Signpost — Gear, Calm, 2 Energy. [Action] printed on the ability (508.1.a). Costs: exhaust a ready unit you
 * control (592.4, named by `costCards`) and exhaust this. The unit to move is a different friendly unit, chosen on
 * activation (559.3); it moves to where the exhausted unit is as the ability resolves (608; nothing if that unit
 * left the board, and a unit already there stays).
 */
export default defineCard({
  code: "UNL-045",
  name: "Forgotten Signpost",
  text: "[Action][>] Exhaust a unit you control, :rb_exhaust:: Move a different unit you control to the location of the unit you exhausted to pay for this ability.",
  abilities: [
    {
      kind: "activated",
      timing: "action",
      cost: { exhaust: true, exhaustUnit: { type: "unit" } },
      targets: [{ id: "unit", filter: { type: "unit", controller: "friendly" } }],
      effects: [{ op: "move", what: { target: "unit" }, to: { locationOf: { costExhausted: true } } }],
    },
  ],
});
