import { defineCard } from "../types.js";

/**
 * Decree of Strength — Spell, Body, 1 Energy. The opponent is chosen on resolution (asked only with several), their
 * hand is revealed (600) and the Mind card chosen from it (127) is recycled by its owner (594).
 */
export default defineCard({
  code: "VEN-085",
  name: "Decree of Strength",
  text: "Choose an opponent. They reveal their hand and you choose a Mind (:rb_rune_mind:) card from it. They recycle that card.",
  abilities: [
    {
      kind: "spell",
      effects: [
        { op: "chooseOpponent", saveAs: "them" },
        { op: "actAs", seat: null, seatVar: "them" },
        { op: "reveal", what: { all: { at: "hand" } }, saveAs: "hand" },
        { op: "actAs", seat: null },
        { op: "chooseFromZone", filter: { domain: "Mind" }, among: "hand", count: 1, saveAs: "card" },
        { op: "recycle", what: { var: "card" } },
      ],
    },
  ],
});
