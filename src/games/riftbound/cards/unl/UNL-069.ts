import { defineCard } from "../types.js";

/**
 * Sprite Burst — Spell, Mind, 5 Energy.
 * Sprite tokens: 3 Might with [Temporary] (178.2), played ready to your base (175).
 */
export default defineCard({
  code: "UNL-069",
  name: "Sprite Burst",
  text: "Play two ready 3 :rb_might: Sprite unit tokens with [Temporary]. (Kill each at the start of its controller's Beginning Phase, before scoring.)",
  abilities: [{ kind: "spell", effects: [{ op: "token", token: "Sprite", n: 2, at: "base", ready: true }] }],
});
