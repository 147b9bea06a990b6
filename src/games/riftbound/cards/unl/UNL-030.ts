import { defineCard } from "../types.js";

/**
 * Vi, Hotheaded — Unit (Champion), Fury, 4 Energy.
 * [Deflect] printed. "Double my Might": +N where N is his Might as the ability resolves (as Fiora, Peerless).
 */
export default defineCard({
  code: "UNL-030",
  name: "Vi, Hotheaded",
  text: "[Deflect] (Opponents must pay :rb_rune_rainbow: to choose me with a spell or ability.)\n:rb_energy_2::rb_rune_fury:: Double my Might this turn.",
  abilities: [
    {
      kind: "activated",
      cost: { energy: 2, power: 1, powerDomain: "Fury" },
      effects: [{ op: "might", what: { self: true }, amount: { mightOf: { self: true } }, duration: "turn" }],
    },
  ],
});
