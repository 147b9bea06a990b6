import { defineCard } from "../types.js";

/**
 * Eclipse Herald — Unit, Calm, 7 Energy + 1 Calm Power. The rules fire "youStunEnemy" when a stun instruction
 * stuns at least one enemy unit that was not already stunned (effects.ts `stun`, 599.1.a.1).
 */
export default defineCard({
  code: "OGN-059",
  name: "Eclipse Herald",
  text: "When you stun an enemy unit, ready me and give me +1 :rb_might: this turn.",
  abilities: [
    {
      kind: "triggered",
      // once per stun instruction that stuns one or more enemy units (599; its "stunned" events are one batch)
      on: "stunned",
      filter: { player: "you", subject: { controller: "enemy" } },
      batch: true,
      effects: [
        { op: "ready", what: { self: true } },
        { op: "might", what: { self: true }, amount: 1, duration: "turn" },
      ],
    },
  ],
});
