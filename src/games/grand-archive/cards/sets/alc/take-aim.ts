/** Take Aim (action, norm, reserve 2). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "vnta6qsesw",
  name: "Take Aim",
  text: "Target unit's next attack this turn gets +2 POWER. Class Bonus: That unit also gains ranged 2 until end of turn. (As long as that unit is distant, that unit's attacks get +2 POWER. Apply the additional effect only if your champion's class matches this card's class.)",
  abilities: [
    {
      kind: "effect",
      effects: [
        { op: "nextAttackGets", target: { kind: "target", filter: { type: "unit" } }, power: 2, classBonusRanged: 2 },
      ],
    },
  ],
});
