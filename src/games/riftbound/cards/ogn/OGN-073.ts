import { defineCard } from "../types.js";

/** Sona, Harmonious — Unit (Champion), Calm, 4 Energy + 1 Calm Power.
 * Errata (Origins Card Errata): "At the end of your turn, if I'm at a battlefield, ready up to 4 friendly runes."
 * The behaviour follows the errata; the "if" is part of the trigger condition (CR 1.4 383.2.a.1, UFAQ-01) */
export default defineCard({
  code: "OGN-073",
  name: "Sona, Harmonious",
  text: "While I'm at a battlefield, ready 4 friendly runes at the end of your turn.",
  abilities: [
    {
      kind: "triggered",
      on: "endOfTurn",
      filter: { player: "you" },
      if: { is: { self: true }, filter: { at: "battlefield" } },
      effects: [{ op: "readyRunes", n: 4, upTo: true }],
    },
  ],
});
