/** Plated Bullet (regalia, item, norm, memory 0). */
import { LOAD_INTO_UNLOADED_GUN, defineCard } from "../../types.js";

export default defineCard({
  id: "l75tlzsmw3",
  name: "Plated Bullet",
  text: "Renewable (If this card would be banished from the field or an intent, put it into its owner's material deck instead.)\n\nREST: Load Plated Bullet into target unloaded Gun weapon you control. (As a weapon is used for an attack, all of its loaded cards are put into the attacker's intent.)",
  abilities: [{ kind: "keyword", keyword: "renewable" }, LOAD_INTO_UNLOADED_GUN],
});
