import { defineCard } from "../types.js";

/** Sprite Call — Spell, Mind, 3 Energy. Hidden, Action. */
export default defineCard({
  code: "OGN-094",
  name: "Sprite Call",
  text: "[Hidden] (Hide now for :rb_rune_rainbow: to react with later for :rb_energy_0:.)\n[Action] (Play on your turn or in showdowns.)\nPlay a ready 3 :rb_might: Sprite unit token with [Temporary]. (Kill it at the start of its controller's Beginning Phase, before scoring.)",
  abilities: [
    {
      kind: "spell",
      // 176.1.a: a token is played like a card, to your base or a battlefield you control.
      effects: [{ op: "token", token: "Sprite", n: 1, at: "choose", ready: true }],
    },
  ],
});
