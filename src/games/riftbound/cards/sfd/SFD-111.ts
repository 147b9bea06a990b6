import { defineCard } from "../types.js";

/**
 * Here to Help — Spell, Body, 2 Energy + 1 Power. [Hidden] and [Action] printed. The unit is chosen from the hand on
 * resolution (optional: "you may"); it is played paying its cost less [3] (595.3, 560.4) to a battlefield its
 * controller controls (559.2, `unitTo: "battlefield"`); with none, or unpaid, it stays in hand.
 */
export default defineCard({
  code: "SFD-111",
  name: "Here to Help",
  text: "[Hidden] (Hide now for :rb_rune_rainbow: to react with later for :rb_energy_0:.)\n[Action] (Play on your turn or in showdowns.)\nYou may play a unit from hand to a battlefield you control, reducing its cost by :rb_energy_3:.",
  abilities: [
    {
      kind: "spell",
      effects: [
        { op: "chooseFromZone", filter: { at: "hand", cardType: "Unit" }, count: 1, optional: true, saveAs: "unit" },
        { op: "play", what: { var: "unit" }, discount: { energy: 3 }, unitTo: "battlefield" },
      ],
    },
  ],
});
