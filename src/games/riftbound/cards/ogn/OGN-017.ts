import { defineCard } from "../types.js";

/** Iron Ballista — Gear, Fury, 3 Energy. Enters exhausted instead of ready (563.1.d). */
export default defineCard({
  code: "OGN-017",
  name: "Iron Ballista",
  text: "This enters exhausted.\n:rb_exhaust:: Deal 2 to a unit at a battlefield.",
  abilities: [
    { kind: "passive", passive: { kind: "enters", state: "exhausted" } },
    {
      kind: "activated",
      cost: { exhaust: true },
      targets: [{ id: "unit", filter: { type: "unit", at: "battlefield" } }],
      effects: [{ op: "damage", amount: 2, to: { target: "unit" } }],
    },
  ],
});
