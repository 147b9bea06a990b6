import { defineCard } from "../types.js";

/**
 * Ripper's Bay — Battlefield, Colorless.
 * Battlefield. "Returned to a player's hand" is the unit leaving the board to a hand (leftBoard to hand, 609.2); the trigger is its controller's, who is the player whose hand it returns to unless control had changed (then the engine asks the controller — a known simplification).
 */
export default defineCard({
  code: "UNL-214",
  name: "Ripper's Bay",
  text: "When a unit here is returned to a player's hand, that player may pay :rb_energy_1: to channel 1 rune exhausted.",
  abilities: [
    {
      kind: "triggered",
      on: "leftBoard",
      filter: { here: true, subject: { type: "unit" }, data: { to: "hand" } },
      effects: [
        {
          op: "may",
          prompt: "Pay 1 Energy to channel 1 rune exhausted?",
          cost: { energy: 1 },
          then: [{ op: "channel", n: 1, exhausted: true }],
        },
      ],
    },
  ],
});
