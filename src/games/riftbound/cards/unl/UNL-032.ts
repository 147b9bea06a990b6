import { defineCard } from "../types.js";

/**
 * Double Trouble — Spell, Calm, 2 Energy. [Repeat] [2] (CR 1.4 820): the look, reveal and draw happen once more if
 * the additional cost was paid. Looking is private (CR 1.4 424); the rest are recycled (594).
 */
export default defineCard({
  code: "UNL-032",
  name: "Double Trouble",
  text: "[Repeat] :rb_energy_2: (You may pay the additional cost to repeat this spell's effect.)\nLook at the top 3 cards of your Main Deck. You may reveal a unit from among them and draw it. Recycle the rest.",
  abilities: [
    { kind: "passive", passive: { kind: "additionalCost", optional: true, cost: "repeat", energy: 2 } },
    {
      kind: "spell",
      effects: [
        { op: "lookAt", top: 3, saveAs: "seen" },
        { op: "chooseFromZone", filter: { cardType: "Unit" }, among: "seen", count: 1, optional: true, saveAs: "unit" },
        { op: "reveal", what: { var: "unit" } },
        { op: "toHand", what: { var: "unit" }, draw: true },
        { op: "recycle", what: { var: "seen", except: "unit" } },
      ],
    },
  ],
});
