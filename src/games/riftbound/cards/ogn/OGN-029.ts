import { defineCard } from "../types.js";

/**
 * Falling Star — Spell, Fury, 2 Energy + 2 Fury Power. Two separate choices, both made when it is played
 * (559.3; Spiritforged FAQ SFAQ-01 revised it back to an ordinary spell): the same unit may be chosen twice.
 */
export default defineCard({
  code: "OGN-029",
  name: "Falling Star",
  text: "Deal 3 to a unit.\nDeal 3 to a unit.",
  abilities: [
    {
      kind: "spell",
      targets: [
        { id: "first", filter: { type: "unit" } },
        { id: "second", filter: { type: "unit" } },
      ],
      effects: [
        { op: "damage", amount: 3, to: { target: "first" } },
        { op: "damage", amount: 3, to: { target: "second" } },
      ],
    },
  ],
});
