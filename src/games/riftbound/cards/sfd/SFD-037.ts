import { defineCard } from "../types.js";

/**
 * Navori Scout — Unit, Calm, 4 Energy. [Deflect] is printed (721).
 */
export default defineCard({
  code: "SFD-037",
  name: "Navori Scout",
  text: "[Deflect] (Opponents must pay :rb_rune_rainbow: to choose me with a spell or ability.)",
  abilities: [],
});
