import { wowCard } from "../types.js";

/**
 * Immolation Trap (TDP-35): Instant Ability (Survival), 3, Hunter. Trap (CR 7.4 403.3; rules/traps.ts); an attachment
 * (CR 7.4 400.2) on the attacker. seriallos's reminder text reads "play this card's cost" (a misprint of "pay", as on
 * Frost Trap); kept verbatim: the keyword is the glossary's Trap either way. The sources agree otherwise.
 */
export default wowCard({
  id: "TDP-35",
  name: "Immolation Trap",
  text: "Trap (You may exhaust your defending hero rather than play this card's cost.) <p> Attach to target attacking hero or ally. <p> Ongoing: At the start of your turn, your hero deals 2 fire damage to attached character.",
  powers: [
    { kind: "keyword", keyword: "Trap" },
    { kind: "play", targets: [{ select: "attacker" }], effects: [{ op: "attach", to: { target: 0 } }] },
    {
      kind: "trigger",
      on: "your-turn-start",
      targets: [],
      effects: [{ op: "damage", amount: 2, type: "fire", to: "attached", by: "your-hero" }],
    },
  ],
});
