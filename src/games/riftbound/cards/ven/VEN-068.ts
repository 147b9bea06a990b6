import { defineCard } from "../types.js";
import type { Effect, TargetSpec } from "../types.js";

/** "Something besides me that's exhausted": any player's exhausted unit, gear, rune or legend but me (106, 592). */
const SOMETHING: TargetSpec = {
  id: "thing",
  filter: {
    anyOf: [{ type: "unit" }, { type: "gear" }, { type: "rune" }, { type: "legend" }],
    state: ["exhausted"],
    other: true,
  },
  upTo: true,
};
const READY: Effect[] = [{ op: "ready", what: { target: "thing" } }];

/**
 * Jayce, Brilliant Inventor — Unit (Champion), Mind, 6 Energy + 1 Power. Two triggers: "when you play me" and "the
 * first time you play a non-token gear each turn" (the first such `played` event of the turn, 583); the thing to ready
 * is chosen (up to one: "you may") as the trigger goes on the chain (593).
 */
export default defineCard({
  code: "VEN-068",
  name: "Jayce, Brilliant Inventor",
  text: "When you play me or the first time you play a non-token gear each turn, you may ready something besides me that's exhausted.",
  abilities: [
    { kind: "triggered", on: "played", filter: { self: true }, targets: [SOMETHING], effects: READY },
    {
      kind: "triggered",
      on: "played",
      filter: { player: "you", subject: { type: "gear", token: false } },
      limit: { nth: 1, per: "turn" },
      targets: [SOMETHING],
      effects: READY,
    },
  ],
});
