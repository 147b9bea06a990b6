import { defineCard } from "../types.js";

/**
 * Sigil of the Storm — Battlefield. Errata (vocabulary-plan §2 ⓔ): "you must recycle one of your runes" — the
 * rune is chosen on resolution, not targeted, so it cannot be answered by using it in response (OFAQ-52).
 */
export default defineCard({
  code: "OGN-287",
  name: "Sigil of the Storm",
  text: "When you conquer here, recycle one of your runes.",
  abilities: [
    {
      kind: "triggered",
      on: "conquered",
      filter: { here: true },
      effects: [
        { op: "chooseFromZone", filter: { type: "rune", controller: "friendly" }, count: 1, saveAs: "rune" },
        { op: "recycle", what: { var: "rune" } },
      ],
    },
  ],
});
