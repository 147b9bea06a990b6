import { defineCard } from "../types.js";

/**
 * Inferna — Unit, Fury, 2 Energy.
 * [Ambush] and [Assault 2] are printed keywords (CR 1.4 822, 719).
 */
export default defineCard({
  code: "UNL-002",
  name: "Inferna",
  text: "[Ambush] (You may play me as a [Reaction] to a battlefield where you have units.)\n[Assault 2] (+2 :rb_might: while I'm an attacker.)",
  abilities: [],
});
