import { wowCard } from "../types.js";

/**
 * Plagueborn Meatwall (TDP-228): Horde Ally, Undead Abomination, 5, 0 shadow / 6 health. The damage is removed, not
 * healed (rules/remove-damage.ts). seriallos and mikechambers agree; remariano138 has no stats or text for it.
 */
export default wowCard({
  id: "TDP-228",
  name: "Plagueborn Meatwall",
  text: "Protector <p> When Plagueborn Meatwall defends against an ally, remove all damage from Plagueborn Meatwall, and he deals that much melee damage to each attacking ally.",
  powers: [
    { kind: "keyword", keyword: "Protector" },
    {
      kind: "trigger",
      on: "defends-against-ally",
      targets: [],
      effects: [{ op: "remove-own-damage-deal-that-much", type: "melee", to: "each-attacking-ally" }],
    },
  ],
});
