import { defineCard } from "../types.js";

/**
 * Death from Below — Spell (Pyke signature), Fury/Chaos. Not run yet: needs cards playing themselves from the trash while on the chain (owned by the ven helper; not in main yet). Deck validation refuses it (`unsupported`).
 */
export default defineCard({
  code: "UNL-186",
  name: "Death from Below",
  text: "Kill a unit at a battlefield. Then, if it had 3 :rb_might: or less, you may play this from your trash for :rb_rune_rainbow:.",
  unsupported:
    "needs cards playing themselves from the trash while on the chain (owned by the ven helper; not in main yet)",
  abilities: [],
});
