import { defineCard } from "../types.js";

/** Ezreal, Prodigy — Unit. Unsupported: needs a discount on optional additional costs paid ([1] or [A] less), for every optional cost kind. */
export default defineCard({
  code: "SFD-149",
  name: "Ezreal, Prodigy",
  text: "When you play me, discard 1, then draw 2.\nOptional additional costs you pay cost :rb_energy_1: or :rb_rune_rainbow: less.",
  abilities: [],
  unsupported: "Needs a discount on optional additional costs paid ([1] or [A] less), for every optional cost kind",
});
