import { wowCard } from "../types.js";

/**
 * Shadow Word: Death (TDP-78): Instant Ability, 2, Priest (Shadow). seriallos prints "Is that character"; the card reads
 * "If". The condition reads the target after the damage packet is dealt or prevented (CR 7.4 709.2, 405.2; fatal damage:
 * damage ≥ health; rules/after-packets.ts); the damage on your hero is put, not dealt (405.3).
 */
export default wowCard({
  id: "TDP-78",
  name: "Shadow Word: Death",
  text: "Your hero deals 3 shadow damage to target hero or ally. Is that character doesn't have fatal damage on it, put 3 damage on your hero.",
  powers: [
    {
      kind: "play",
      targets: [{ select: "hero-or-ally" }],
      effects: [
        { op: "damage", amount: 3, type: "shadow", to: { target: 0 }, by: "your-hero", thenAfterPackets: true },
        {
          op: "if",
          condition: "target-doesnt-have-fatal-damage",
          then: [{ op: "put-damage", amount: 3, what: "your-hero" }],
        },
      ],
    },
  ],
});
