import { defineCard } from "../types.js";

/**
 * Corrupt Enforcer — Unit, Chaos, 3 Energy + 1 Chaos. "When I win a combat" is the `wonCombat` event (CR 1.4 466.3).
 */
export default defineCard({
  code: "SFD-123",
  name: "Corrupt Enforcer",
  text: "When I move to a battlefield, discard 1.\nWhen I win a combat, draw 1.",
  abilities: [
    {
      kind: "triggered",
      on: "moved",
      filter: { self: true, data: { toBattlefield: true } },
      effects: [{ op: "discard", n: 1 }],
    },
    {
      kind: "triggered",
      on: "wonCombat",
      filter: { self: true },
      effects: [{ op: "draw", n: 1 }],
    },
  ],
});
