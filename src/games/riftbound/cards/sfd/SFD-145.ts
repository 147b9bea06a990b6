import { defineCard } from "../types.js";

/** Switcheroo — Spell. Unsupported: needs swapping two units' Might for the turn (a Might exchange layer; setMight sets base Might only). */
export default defineCard({
  code: "SFD-145",
  name: "Switcheroo",
  text: "[Hidden] (Hide now for :rb_rune_rainbow: to react with later for :rb_energy_0:.)\n[Action] (Play on your turn or in showdowns.)\nSwap the Might of two units at the same battlefield this turn.",
  abilities: [],
  unsupported: "Needs swapping two units' Might for the turn (a Might exchange layer; setMight sets base Might only)",
});
