import { defineCard } from "../types.js";

/**
 * Battle Mistress — Legend (Sivir), Body + Chaos. "When you recycle a rune" is one `runeRecycled` event per rune
 * (594.5.a: paying Power by recycling, 157.2, or an effect); "you may exhaust me to" is the trigger's cost (CR 1.4
 * 383.3.b). "When one or more enemy units die" triggers once per batch of deaths (one cleanup or one instruction).
 */
export default defineCard({
  code: "SFD-203",
  name: "Battle Mistress",
  text: "When you recycle a rune, you may exhaust me to play a Gold gear token exhausted.\nWhen one or more enemy units die, ready me.",
  abilities: [
    {
      kind: "triggered",
      on: "runeRecycled",
      filter: { player: "you" },
      cost: { pay: { exhaustSelf: true } },
      effects: [{ op: "token", token: "Gold", n: 1, at: "base" }],
    },
    {
      kind: "triggered",
      on: "died",
      batch: true,
      filter: { subject: { type: "unit", controller: "enemy" } },
      effects: [{ op: "ready", what: { self: true } }],
    },
  ],
});
