import { defineCard } from "../types.js";

/**
 * Deathgrip — Spell, Order, 2 Energy. Reaction. Errata (Spiritforged FAQ): both friendly units are targets; the first
 * is killed on resolution and, only if it died, the other gets +Might equal to its Might as it died (584.2: null
 * otherwise, so +0); "Draw 1" happens either way.
 */
export default defineCard({
  code: "SFD-163",
  name: "Deathgrip",
  text: "[Reaction] (Play any time, even before spells and abilities resolve.)\nKill a friendly unit to give +:rb_might: equal to its Might to another friendly unit this turn. Draw 1.",
  errata: {
    text: "[Reaction] (Play any time, even before spells and abilities resolve.)\nKill a friendly unit. If you do, give +:rb_might: equal to its Might to another friendly unit this turn.\nDraw 1.",
    source: "Spiritforged FAQ functional errata (faq/riftboundoc-errata.json)",
  },
  abilities: [
    {
      kind: "spell",
      targets: [
        { id: "victim", filter: { type: "unit", controller: "friendly" } },
        { id: "other", filter: { type: "unit", controller: "friendly" }, distinctFrom: "victim" },
      ],
      effects: [
        { op: "kill", what: { target: "victim" }, saveAs: "killed" },
        { op: "might", what: { target: "other" }, amount: { lastKnownMightOf: "killed" }, duration: "turn" },
        { op: "draw", n: 1 },
      ],
    },
  ],
});
