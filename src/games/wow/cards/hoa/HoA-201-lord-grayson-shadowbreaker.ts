import { wowCard } from "../types.js";

/**
 * Lord Grayson Shadowbreaker (HoA-201): Alliance Ally, Human Paladin, Unique, 7, 4 holy / 7 health. "Becomes exhausted"
 * is a ready card exhausting (attacking, protecting, a cost or an instruction; CR 7.4 411.1, 703.1;
 * rules/becomes-exhausted.ts). seriallos and mikechambers agree.
 */
export default wowCard({
  id: "HoA-201",
  name: "Lord Grayson Shadowbreaker",
  text: "Protector <p> When Lord Grayson Shadowbreaker becomes exhausted, he heals 2 damage from target hero or ally.",
  powers: [
    { kind: "keyword", keyword: "Protector" },
    {
      kind: "trigger",
      on: "becomes-exhausted",
      targets: [{ select: "hero-or-ally" }],
      effects: [{ op: "heal", amount: 2, to: { target: 0 }, by: "self" }],
    },
  ],
});
