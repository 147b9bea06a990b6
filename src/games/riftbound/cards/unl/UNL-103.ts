import { defineCard } from "../types.js";

/**
 * Disposal Order — Spell, Body, 2 Energy. Reaction. "Choose one —" (CR 1.4 355.3). The trash cards are chosen on
 * resolution, not targets (559.3); "up to 3" allows none; each is recycled by its owner (594).
 */
export default defineCard({
  code: "UNL-103",
  name: "Disposal Order",
  text: "[Reaction] (Play any time, even before spells and abilities resolve.)\nChoose one —\n- Choose up to 3 cards from opponents' trashes. Their owners recycle them.\n- Draw 1.",
  abilities: [
    {
      kind: "spell",
      effects: [
        {
          op: "modes",
          prompt: "Choose one.",
          modes: [
            {
              label: "Recycle up to 3 cards from opponents' trashes",
              effects: [
                {
                  op: "chooseFromZone",
                  filter: { at: "trash", owner: "opponent" },
                  count: 3,
                  upTo: true,
                  saveAs: "cards",
                },
                { op: "recycle", what: { var: "cards" } },
              ],
            },
            { label: "Draw 1", effects: [{ op: "draw", n: 1 }] },
          ],
        },
      ],
    },
  ],
});
