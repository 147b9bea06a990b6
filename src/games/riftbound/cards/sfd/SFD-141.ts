import { defineCard } from "../types.js";

/** Irelia, Graceful — Unit. Unsupported: needs a cost reduction for spells depending on their chosen targets ("spells that choose me cost [1] or [A] less"). */
export default defineCard({
  code: "SFD-141",
  name: "Irelia, Graceful",
  text: "Your spells that choose me cost :rb_energy_1: or :rb_rune_rainbow: less.",
  abilities: [],
  unsupported:
    'Needs a cost reduction for spells depending on their chosen targets ("spells that choose me cost [1] or [A] less")',
});
