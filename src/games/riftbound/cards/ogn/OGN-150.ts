import { defineCard } from "../types.js";

/** Kraken Hunter — Unit, Body, 3 Energy + 2 Body Power, 5 Might. Accelerate, Assault. */
export default defineCard({
  code: "OGN-150",
  name: "Kraken Hunter",
  text: "[Accelerate] (You may pay :rb_energy_1::rb_rune_body: as an additional cost to have me enter ready.)\n[Assault] (+1 :rb_might: while I'm an attacker.)\nAs you play me, you may spend any number of buffs as an additional cost. Reduce my cost by :rb_rune_body: for each buff you spend.",
  abilities: [
    {
      kind: "passive",
      // 560.2.b optional additional cost, any number of times (`optional: ["spendBuffs"]`, the units in `costCards`);
      // each buff spent reduces the cost by one Body Power (560.4).
      passive: {
        kind: "cost",
        mod: { additional: "spendBuff", id: "spendBuffs", repeat: "anyNumber", then: { discountPower: "Body" } },
        applies: { self: true },
      },
    },
  ],
});
