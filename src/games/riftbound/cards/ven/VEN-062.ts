import { defineCard } from "../types.js";

/** Hextech Formula — Gear, Mind, 2 Energy. "This enters exhausted" (563.1.d); empowering a chosen gear (CR 1.4 441). */
export default defineCard({
  code: "VEN-062",
  name: "Hextech Formula",
  text: "This enters exhausted.\n:rb_exhaust:: Empower another gear. (It becomes Empowered if it's not already.)",
  abilities: [
    { kind: "passive", passive: { kind: "enters", state: "exhausted" } },
    {
      kind: "activated",
      cost: { exhaust: true },
      targets: [{ id: "gear", filter: { type: "gear", other: true } }],
      effects: [{ op: "empower", what: { target: "gear" } }],
    },
  ],
});
