import { defineCard } from "../types.js";

/**
 * Up from the Deep — Spell, Chaos, 3 Energy. Two Tentacle tokens (CR 1.4 187.10: 1 Might, Bilgewater), each played
 * to your base or a battlefield you control (176.1.a). [Flow] [3] (CR 1.4 829).
 */
export default defineCard({
  code: "VEN-100",
  name: "Up from the Deep",
  text: "Play two 1 :rb_might: Tentacle unit tokens from Bilgewater.\n[Flow] :rb_energy_3: (You may play this from your trash for its Flow cost. Then banish it.)",
  abilities: [
    { kind: "spell", effects: [{ op: "token", token: "Tentacle", n: 2, at: "choose" }] },
    { kind: "passive", passive: { kind: "flow", energy: 3 } },
  ],
});
