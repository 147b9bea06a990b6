import { defineCard } from "../types.js";

/**
 * Patched Porobot — Unit, Mind, 2 Energy.
 * "(I enter exhausted.)" (563.1.d); "if you control 3 or more other gear" is an intervening if (CR 1.4 383.2.a.1).
 */
export default defineCard({
  code: "VEN-058",
  name: "Patched Porobot",
  text: "(I enter exhausted.)\nWhen you play me, if you control 3 or more other gear, draw 1.",
  abilities: [
    { kind: "passive", passive: { kind: "enters", state: "exhausted" } },
    {
      kind: "triggered",
      on: "played",
      filter: { self: true },
      if: { exists: { type: "gear", controller: "friendly", other: true }, atLeast: 3 },
      effects: [{ op: "draw", n: 1 }],
    },
  ],
});
