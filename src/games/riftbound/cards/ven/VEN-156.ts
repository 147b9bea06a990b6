import { defineCard } from "../types.js";

/**
 * Lightning Rush — Spell (Signature), Order/Chaos, 1 Energy. Look at the top 3 (CR 1.4 424); the card chosen is drawn
 * (591: a draw, private), the rest go to the trash (not a discard). [Flow] [2][rainbow] (CR 1.4 829).
 */
export default defineCard({
  code: "VEN-156",
  name: "Lightning Rush",
  text: "Look at the top 3 cards of your Main Deck. You may choose a card from among them and draw it. Put the rest into your trash.\n[Flow] :rb_energy_2::rb_rune_rainbow: (You may play this from your trash for its Flow cost. Then banish it.)",
  abilities: [
    {
      kind: "spell",
      effects: [
        { op: "lookAt", top: 3, saveAs: "seen" },
        { op: "chooseFromZone", filter: {}, among: "seen", count: 1, optional: true, saveAs: "card" },
        { op: "toHand", what: { var: "card" }, draw: true },
        { op: "toZone", what: { var: "seen", except: "card" }, zone: "trash" },
      ],
    },
    { kind: "passive", passive: { kind: "flow", energy: 2, power: ["any"] } },
  ],
});
