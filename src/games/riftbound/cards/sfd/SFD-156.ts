import { defineCard } from "../types.js";

/**
 * Laurent Duelist — Unit, Order, 4 Energy. [Assault 2] is printed (719).
 */
export default defineCard({
  code: "SFD-156",
  name: "Laurent Duelist",
  text: "[Assault 2] (+2 :rb_might: while I'm an attacker.)",
  abilities: [],
});
