import { defineCard } from "../types.js";

/**
 * Syndra, Transcendent — Unit (champion), Chaos. While she is at the battlefield of the showdown in progress (545),
 * every spell her controller plays has one more [Repeat] [2][Chaos] (CR 1.4 820.1.c.2, 820.3: paid separately from a
 * printed Repeat; `grantRepeat` on a board object).
 */
export default defineCard({
  code: "UNL-146",
  name: "Syndra, Transcendent",
  text: "While I'm in a showdown, your spells have [Repeat] :rb_energy_2::rb_rune_chaos:. (You may pay the additional cost to repeat the spell's effect.)",
  abilities: [
    {
      kind: "passive",
      passive: {
        kind: "grantRepeat",
        cost: { energy: 2, power: { n: 1, domain: "Chaos" } },
        when: { is: { self: true }, filter: { inShowdown: true } },
      },
    },
  ],
});
