import { defineCard } from "../types.js";

/**
 * Dunebreaker — Unit, Fury, 7 Energy + 1 Fury. The hand is checked as he enters (568.3).
 */
export default defineCard({
  code: "SFD-027",
  name: "Dunebreaker",
  text: "If you have two or fewer cards in your hand, I enter ready.\nWhen I hold, draw 2.",
  abilities: [
    { kind: "passive", passive: { kind: "enters", state: "ready", when: { handAtMost: 2 } } },
    { kind: "triggered", on: "held", filter: { player: "you", here: true }, effects: [{ op: "draw", n: 2 }] },
  ],
});
