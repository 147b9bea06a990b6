import { defineCard } from "../types.js";

/**
 * Iterative Design — Spell, Mind, 4 Energy.
 * The Mech token (CR 1.4 187.4) is played like a card (176.1.a). [Flow] [2][Mind] (CR 1.4 829).
 */
export default defineCard({
  code: "VEN-051",
  name: "Iterative Design",
  text: "Play a 3 :rb_might: Mech unit token.\n[Flow] :rb_energy_2::rb_rune_mind: (You may play this from your trash for its Flow cost. Then banish it.)",
  abilities: [
    { kind: "spell", effects: [{ op: "token", token: "Mech", n: 1, at: "choose" }] },
    { kind: "passive", passive: { kind: "flow", energy: 2, power: ["Mind"] } },
  ],
});
