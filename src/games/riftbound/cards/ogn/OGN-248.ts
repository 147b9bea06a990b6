import { defineCard } from "../types.js";

const LINES = ["first", "second", "third", "fourth", "fifth", "sixth"] as const;

/**
 * Icathian Rain — Spell (Signature, Kai'Sa), Fury/Mind, 7 Energy + 3 Power. Six separate choices, all made when
 * it is played (559.3; Spiritforged FAQ SFAQ-01 revised it back to an ordinary spell): a unit may be chosen
 * for several lines.
 */
export default defineCard({
  code: "OGN-248",
  name: "Icathian Rain",
  text: "Deal 2 to a unit.\nDeal 2 to a unit.\nDeal 2 to a unit.\nDeal 2 to a unit.\nDeal 2 to a unit.\nDeal 2 to a unit.",
  abilities: [
    {
      kind: "spell",
      targets: LINES.map((id) => ({ id, filter: { type: "unit" } })),
      effects: LINES.map((id) => ({ op: "damage", amount: 2, to: { target: id } })),
    },
  ],
});
