import { defineCard } from "../types.js";

/**
 * Poppy, Defender of the Meek — Unit (Champion), Order, 6 Energy + 1 Order Power. The 3 XP are an optional additional
 * cost (CR 1.4 730.2, `optional: [xp]`) taking [3] off her cost (560.4). [Ambush] and [Tank] are printed keywords
 * (CR 1.4 822, 725).
 */
export default defineCard({
  code: "UNL-178",
  name: "Poppy, Defender of the Meek",
  text: "You may spend 3 XP as an additional cost to play me. If you do, I cost :rb_energy_3: less.\n[Ambush] (You may play me as a [Reaction] to a battlefield where you have units.)\n[Tank] (I must be assigned combat damage first.)",
  abilities: [
    {
      kind: "passive",
      passive: { kind: "additionalCost", optional: true, cost: "xp", xp: 3, discount: { energy: 3 } },
    },
  ],
});
