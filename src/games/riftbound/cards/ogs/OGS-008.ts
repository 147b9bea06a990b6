import { defineCard } from "../types.js";

/** Gentlemen's Duel — Spell, Body, 6 Energy + 1 Body Power. Action. */
export default defineCard({
  code: "OGS-008",
  name: "Gentlemen's Duel",
  text: "[Action] (Play on your turn or in showdowns.)\nGive a friendly unit +3 :rb_might: this turn. Then choose an enemy unit. They deal damage equal to their Mights to each other.",
  abilities: [
    {
      kind: "spell",
      // 559.3: both units are chosen as the spell is played.
      targets: [
        { id: "friendly", filter: { type: "unit", controller: "friendly" } },
        { id: "enemy", filter: { type: "unit", controller: "enemy" } },
      ],
      effects: [
        { op: "might", what: { target: "friendly" }, amount: 3, duration: "turn" },
        { op: "fight", a: { target: "friendly" }, b: { target: "enemy" } },
      ],
    },
  ],
});
