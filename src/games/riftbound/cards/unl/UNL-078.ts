import { defineCard } from "../types.js";

/**
 * Sprite Fountain — Gear, Mind, 2 Energy + 1 Mind. [Temporary] is a printed keyword (728, the rules kill
 * it). "Repeat this gear's play effect" is the same instructions again from the trash ([Deathknell], 720).
 */
export default defineCard({
  code: "UNL-078",
  name: "Sprite Fountain",
  text: "[Temporary] (Kill this at the start of its controller's Beginning Phase, before scoring.)\nWhen you play this, play a ready 3 :rb_might: Sprite unit token with [Temporary] to your base.\n[Deathknell][>] Repeat this gear's play effect. (When this dies, get the effect.)",
  abilities: [
    {
      kind: "triggered",
      on: "played",
      filter: { self: true },
      effects: [{ op: "token", token: "Sprite", n: 1, at: "base", ready: true }],
    },
    {
      kind: "triggered",
      on: "died",
      filter: { self: true },
      zone: "trash",
      effects: [{ op: "token", token: "Sprite", n: 1, at: "base", ready: true }],
    },
  ],
});
