import { defineCard } from "../types.js";

/**
 * Super Mega Death Rocket! — Spell (Signature, Jinx), Fury/Chaos, 4 Energy + 1 Power. The second ability works
 * from the trash (584.1): when its owner conquers, they may discard 1 as the cost (598.2.a) to return it to hand.
 */
export default defineCard({
  code: "OGN-252",
  name: "Super Mega Death Rocket!",
  text: "Deal 5 to a unit.\nWhen you conquer, you may discard 1 to return this from your trash to your hand.",
  abilities: [
    {
      kind: "spell",
      targets: [{ id: "unit", filter: { type: "unit" } }],
      effects: [{ op: "damage", amount: 5, to: { target: "unit" } }],
    },
    {
      kind: "triggered",
      on: "conquered",
      filter: { player: "you" },
      zone: "trash",
      effects: [
        {
          op: "may",
          prompt: "Discard 1 to return Super Mega Death Rocket! from your trash to your hand?",
          cost: { discard: 1 },
          then: [{ op: "toHand", what: { self: true } }],
        },
      ],
    },
  ],
});
