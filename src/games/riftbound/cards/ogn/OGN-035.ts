import { defineCard } from "../types.js";

/** Vayne, Hunter — Unit (Champion), Fury, 4 Energy + 1 Fury Power. Assault 3 (printed keyword, 719). */
export default defineCard({
  code: "OGN-035",
  name: "Vayne, Hunter",
  text: "[Assault 3] (+3 :rb_might: while I'm an attacker.)\nIf an opponent controls a battlefield, I enter ready.\nWhen I conquer, you may pay :rb_energy_1: to return me to my owner's hand.",
  abilities: [
    // 563.1.c: checked as she enters the board.
    {
      kind: "passive",
      passive: { kind: "enters", state: "ready", when: { exists: { type: "battlefield", controller: "enemy" } } },
    },
    {
      kind: "triggered",
      // "When I conquer": my controller conquers the battlefield I am at (630.1).
      on: "conquered",
      filter: { player: "you", here: true },
      effects: [
        {
          op: "may",
          prompt: "Pay 1 Energy to return Vayne, Hunter to her owner's hand?",
          cost: { energy: 1 },
          then: [{ op: "returnToHand", what: { self: true } }],
        },
      ],
    },
  ],
});
