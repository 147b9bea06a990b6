import { wowCard } from "../types.js";

/**
 * Mana Burn (TDP-74): Ability (Discipline), 3, Priest: the target player's ready resources are exhausted as it
 * resolves (CR 7.4 411.1), then one packet of 1 shadow damage for each of them goes to that player's hero (001 404.4).
 * The four sources agree on its cost and text (seriallos kept).
 */
export default wowCard({
  id: "TDP-74",
  name: "Mana Burn",
  text: "Exhaust all of target player's ready resources. Your hero deals 1 shadow damage to that player's hero for each resource exhausted this way.",
  powers: [
    {
      kind: "play",
      targets: [{ select: "player" }],
      effects: [{ op: "exhaust-ready-resources", who: { target: 0 }, damageHeroPer: { amount: 1, type: "shadow" } }],
    },
  ],
});
