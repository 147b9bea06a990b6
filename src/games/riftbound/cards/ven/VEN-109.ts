import { defineCard } from "../types.js";
import type { Effect } from "../types.js";

/** A Tentacle token (CR 1.4 187.10), to your base or a battlefield you control (176.1.a). */
const TENTACLE: Effect[] = [{ op: "token", token: "Tentacle", n: 1, at: "choose" }];

/**
 * Illaoi, Prophet of the Great Kraken — Unit (Champion), Chaos, 6 Energy. "When I score": a player scores by
 * conquering or holding (CR 1.4 469), so it is "when I conquer or hold" (a battlefield I'm at). +1 Might per token
 * unit you control (170), read continuously.
 */
export default defineCard({
  code: "VEN-109",
  name: "Illaoi, Prophet of the Great Kraken",
  text: "When you play me or when I score, play a :rb_energy_1: :rb_might: Tentacle unit token from Bilgewater.\nI have +1 :rb_might: for each token unit you control.",
  abilities: [
    { kind: "triggered", on: "played", filter: { self: true }, effects: TENTACLE },
    { kind: "triggered", on: ["conquered", "held"], filter: { player: "you", here: true }, effects: TENTACLE },
    {
      kind: "passive",
      passive: { kind: "might", amount: { count: { type: "unit", controller: "friendly", token: true } } },
    },
  ],
});
