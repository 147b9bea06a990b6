import { defineCard } from "../types.js";

/**
 * Butcher of the Sands — Legend (Renekton), Fury/Body. A resource ability (605.2: no chain, [Reaction] timing): [A][A]
 * and exhausting it add [2] Energy that pays only to play units or for activated abilities of units (605.3, `only`);
 * left unspent, it empties with the pool (517.2.c).
 */
export default defineCard({
  code: "VEN-141",
  name: "Butcher of the Sands",
  text: "[Reaction][>] :rb_rune_rainbow::rb_rune_rainbow:, :rb_exhaust:: [Add] :rb_energy_2:. Spend this Energy only to play units or activated abilities of units.",
  abilities: [
    {
      kind: "activated",
      cost: { power: 2, exhaust: true },
      timing: "reaction",
      addsResources: true,
      effects: [{ op: "add", energy: 2, only: "Unit" }],
    },
  ],
});
