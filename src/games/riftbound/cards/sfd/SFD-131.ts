import { defineCard } from "../types.js";

/**
 * Ancient Warmonger — Unit, Chaos, 5 Energy. [Accelerate] is handled by the rules. "[Assault] equal to the number of
 * enemy units here" is a valued keyword read continuously (719.2, CR 1.4 807): +1 Might per enemy unit at my
 * location while I'm an attacker; no Assault when there are none.
 */
export default defineCard({
  code: "SFD-131",
  name: "Ancient Warmonger",
  text: "[Accelerate] (You may pay :rb_energy_1::rb_rune_chaos: as an additional cost to have me enter ready.)\nI have [Assault] equal to the number of enemy units here. (+1 :rb_might: while I'm an attacker for each instance of Assault.)",
  abilities: [
    {
      kind: "passive",
      passive: {
        kind: "keyword",
        keyword: "Assault",
        amount: { count: { type: "unit", controller: "enemy", at: "here" } },
      },
    },
  ],
});
