import { defineCard } from "../types.js";

/** Fire Below the Mountain — Legend. Unsupported: needs an [Add] restricted to playing gear or using gear abilities (the restricted pool exists only for spells). */
export default defineCard({
  code: "SFD-189",
  name: "Fire Below the Mountain",
  text: ":rb_exhaust:: [Reaction] — [Add] :rb_rune_rainbow:. Use only to play gear or use gear abilities. (Abilities that add resources can't be reacted to.)",
  abilities: [],
  unsupported:
    "Needs an [Add] restricted to playing gear or using gear abilities (the restricted pool exists only for spells)",
});
