import { wowCard } from "../types.js";

/** Shiv (TDP-87): Ability (Combo, Combat), 1, Rogue: a combat packet dealt by an ability (so a poison can follow). seriallos kept. */
export default wowCard({
  id: "TDP-87",
  name: "Shiv",
  text: "Your hero deals 1 melee damage to target hero or ally. That damage counts as combat damage.",
  powers: [
    {
      kind: "play",
      targets: [{ select: "hero-or-ally" }],
      effects: [{ op: "damage", amount: 1, type: "melee", to: { target: 0 }, by: "your-hero", asCombat: true }],
    },
  ],
});
