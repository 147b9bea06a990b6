import { defineCard } from "../types.js";

/**
 * Sandswept Tomb — Battlefield. A rule for every player, whoever controls it (`anyone`): a spell whose choices
 * (CR 1.4 355.5) include a unit here friendly to the player playing it costs one Power pip less (356.4; the hardest
 * pip to pay; nothing when the cost has no Power, 356.6).
 */
export default defineCard({
  code: "VEN-164",
  name: "Sandswept Tomb",
  text: "Each spell that chooses one or more units here that are friendly to it costs :rb_rune_rainbow: less.",
  abilities: [
    {
      kind: "passive",
      passive: {
        kind: "cost",
        applies: {
          cards: { type: "spell" },
          anyone: true,
          choosing: { type: "unit", controller: "friendly", at: "here" },
        },
        mod: { discount: { energy: 0, anyPower: 1 } },
      },
    },
  ],
});
