import { defineCard } from "../types.js";

/**
 * Arena Kingpin — Unit, Fury, 5 Energy.
 * Enters ready (139.4.a); the exhaust ability is a unit ability, used on its controller's turn (141.2).
 */
export default defineCard({
  code: "UNL-001",
  name: "Arena Kingpin",
  text: "I enter ready.\n:rb_exhaust:: Give a unit +3 :rb_might: this turn.",
  abilities: [
    { kind: "passive", passive: { kind: "enters", state: "ready" } },
    {
      kind: "activated",
      cost: { exhaust: true },
      targets: [{ id: "unit", filter: { type: "unit" } }],
      effects: [{ op: "might", what: { target: "unit" }, amount: 3, duration: "turn" }],
    },
  ],
});
