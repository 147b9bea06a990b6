import { defineCard } from "../types.js";

/**
 * Jhin, Murderous Artist — Unit (Champion), Fury, 4 Energy + 1 Fury. [Deflect] and [Ganking] are printed. "When I
 * move" (608) [Add]s [1] and one Power of any domain (605); the Power's domain is chosen as it is added.
 */
export default defineCard({
  code: "UNL-022",
  name: "Jhin, Murderous Artist",
  text: "[Deflect] (Opponents must pay :rb_rune_rainbow: to choose me with a spell or ability.)\n[Ganking] (I can move from battlefield to battlefield.)\nWhen I move, [Add] :rb_energy_1::rb_rune_rainbow:. (Abilities that add resources can't be reacted to.)",
  abilities: [
    { kind: "triggered", on: "moved", filter: { self: true }, effects: [{ op: "add", energy: 1, anyPower: 1 }] },
  ],
});
