import { defineCard } from "../types.js";

/** Swift Scout — Legend (Teemo), Mind/Chaos. The showcase printing OGN-307 shares this script. */
export default defineCard({
  code: "OGN-263",
  name: "Swift Scout",
  text: "You may pay :rb_energy_1: to hide a card with [Hidden] instead of :rb_rune_rainbow:.\n:rb_energy_1:, :rb_exhaust:: Put a Teemo unit you own into your hand from your Champion Zone or the board.",
  abilities: [
    {
      kind: "passive",
      // 723.1.b.1: an alternative to the one Power of hiding, chosen by the player each time.
      passive: { kind: "cost", applies: { action: "hide" }, mod: { alternative: { energy: 1 } } },
    },
    {
      kind: "activated",
      cost: { energy: 1, exhaust: true },
      effects: [
        // A choice on resolution, not a target (559.3); a zone change, not a move (609.2).
        {
          op: "chooseFromZone",
          filter: { type: "unit", tag: "Teemo", owner: "you", at: ["championZone", "board"] },
          saveAs: "teemo",
          count: 1,
        },
        { op: "toHand", what: { var: "teemo" } },
      ],
    },
  ],
});
