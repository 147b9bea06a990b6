import { defineCard } from "../types.js";

/** Jinx, Demolitionist — Champion unit, Fury, 3 Energy + 1 Fury. Accelerate, Assault 2 (printed keywords). */
export default defineCard({
  code: "OGN-030",
  name: "Jinx, Demolitionist",
  text: "[Accelerate] (You may pay :rb_energy_1::rb_rune_fury: as an additional cost to have me enter ready.)\n[Assault 2] (+2 :rb_might: while I'm an attacker.)\nWhen you play me, discard 2.",
  abilities: [{ kind: "triggered", on: "played", filter: { self: true }, effects: [{ op: "discard", n: 2 }] }],
});
