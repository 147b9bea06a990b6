import { defineCard } from "../types.js";

/**
 * Sacrifice — Spell, Order, 1 Energy. [Reaction] printed. The mandatory additional cost kills a friendly Mighty unit
 * (560.2.a, 706: Might 5 or more), named in `costCards` when there are several.
 */
export default defineCard({
  code: "UNL-173",
  name: "Sacrifice",
  text: "[Reaction] (Play any time, even before spells and abilities resolve.)\nAs an additional cost to play this, kill a friendly [Mighty] unit. (A unit is Mighty while it has 5+ :rb_might:.)\nDraw 2 and channel 1 rune exhausted.",
  abilities: [
    { kind: "passive", passive: { kind: "additionalCost", cost: "killFriendly", filter: { state: ["mighty"] } } },
    {
      kind: "spell",
      effects: [
        { op: "draw", n: 2 },
        { op: "channel", n: 1, exhausted: true },
      ],
    },
  ],
});
