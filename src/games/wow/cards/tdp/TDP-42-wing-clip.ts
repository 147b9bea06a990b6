import { wowCard } from "../types.js";

/** Wing Clip (TDP-42): Instant Ability (Survival), 1, Hunter: an attack restriction (601.2b) and 1 damage. The sources agree. */
export default wowCard({
  id: "TDP-42",
  name: "Wing Clip",
  text: "Target hero or ally can't attack your hero this turn. Your hero deals 1 melee damage to that character.",
  powers: [
    {
      kind: "play",
      targets: [{ select: "hero-or-ally" }],
      effects: [
        { op: "cant-attack-your-hero-this-turn", what: { target: 0 } },
        { op: "damage", amount: 1, type: "melee", to: { target: 0 }, by: "your-hero" },
      ],
    },
  ],
});
