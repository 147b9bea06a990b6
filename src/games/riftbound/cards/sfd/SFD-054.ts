import { defineCard } from "../types.js";

/** Jax, Unmatched — Unit. Unsupported: needs [Quick-Draw] granted to Equipment (errata: everywhere), i.e. Reaction timing and the attach-on-play trigger from a grant (Quick-Draw is read from card data only). */
export default defineCard({
  code: "SFD-054",
  name: "Jax, Unmatched",
  text: "[Deflect] (Opponents must pay :rb_rune_rainbow: to choose me with a spell or ability.)\nEach Equipment in your hand has [Quick-Draw]. (It gains [Reaction]. When you play it, attach it to a unit you control.)",
  abilities: [],
  unsupported:
    "Needs [Quick-Draw] granted to Equipment (errata: everywhere), i.e. Reaction timing and the attach-on-play trigger from a grant (Quick-Draw is read from card data only)",
});
