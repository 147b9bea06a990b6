/** Peer into Mana (action, norm, reserve 4). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "914hZjxDL0",
  name: "Peer into Mana",
  text: "Put 2+LV enlighten counters on your champion. (LV refers to your champion's level. You may remove three enlighten counters from your champion to draw a card.)",
  abilities: [{ kind: "effect", effects: [{ op: "enlighten", amount: { count: "championLevelPlus", base: 2 } }] }],
});
