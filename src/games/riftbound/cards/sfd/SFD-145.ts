import { defineCard } from "../types.js";

/**
 * Switcheroo — Spell, Chaos, 2 Energy + 2 Chaos. Hidden and Action are printed keywords (723, 508). The two units are
 * chosen together at one battlefield as it is played (CR 1.4 355.11 `group`, re-checked on resolution, OFAQ-53); the
 * swap follows CR 1.4 433 (`swapMight`).
 */
export default defineCard({
  code: "SFD-145",
  name: "Switcheroo",
  text: "[Hidden] (Hide now for :rb_rune_rainbow: to react with later for :rb_energy_0:.)\n[Action] (Play on your turn or in showdowns.)\nSwap the Might of two units at the same battlefield this turn.",
  abilities: [
    {
      kind: "spell",
      targets: [{ id: "units", filter: { type: "unit", at: "battlefield" }, count: 2, group: { sameLocation: true } }],
      effects: [
        { op: "checkGroup", target: "units", saveAs: "pair" },
        { op: "swapMight", what: { var: "pair" }, duration: "turn" },
      ],
    },
  ],
});
