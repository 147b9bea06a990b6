import { wowCard } from "../types.js";

/** Claw (TDP-20): Ability (Form (1), Combo, Feral), 4, Druid. */
export default wowCard({
  id: "TDP-20",
  name: "Claw",
  text: "Your hero deals 3 melee damage to target hero or ally. <p> Ongoing: Your hero is in cat form. (+1 ATK while attacking. Destroy this card when you strike with a weapon or play a non-Feral ability.)",
  powers: [
    {
      kind: "play",
      targets: [{ select: "hero-or-ally" }],
      effects: [{ op: "damage", amount: 3, type: "melee", to: { target: 0 }, by: "your-hero" }],
    },
    { kind: "hero-form", form: "cat" },
  ],
});
