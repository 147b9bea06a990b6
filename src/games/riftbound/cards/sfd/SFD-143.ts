import { defineCard } from "../types.js";

/** Sivir, Mercenary — Unit. Unsupported: needs a count of Power spent this turn ("if you've spent at least [A][A] this turn"). */
export default defineCard({
  code: "SFD-143",
  name: "Sivir, Mercenary",
  text: "[Accelerate] (You may pay :rb_energy_1::rb_rune_chaos: as an additional cost to have me enter ready.)\nIf you've spent at least :rb_rune_rainbow::rb_rune_rainbow: this turn, I have +2 :rb_might: and [Ganking]. (I can move from battlefield to battlefield.)",
  abilities: [],
  unsupported: 'Needs a count of Power spent this turn ("if you\'ve spent at least [A][A] this turn")',
});
