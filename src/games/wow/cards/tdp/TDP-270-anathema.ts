import { wowCard } from "../types.js";

/**
 * Anathema (TDP-270): Equipment, 2H Weapon Melee (1) Staff, 5, 1 melee, strike cost 4, Priest. Each packet of shadow
 * damage an ability card's effect makes your hero deal to a hero or ally triggers it once (CR 7.4 717.1; after
 * prevention, 407); "that character's controller" is who controlled it as it was dealt (709.2d). Benediction is not a
 * first-block card, so the payment power (no target) can be used but finds none (docs/rules-decisions.md). seriallos
 * and mikechambers agree.
 */
export default wowCard({
  id: "TDP-270",
  name: "Anathema",
  text: "When your hero deals shadow damage with an ability to a hero or ally, that character's controller discards a card. <p> Exhaust your hero -> Put a card named Benediction from your graveyard into play.",
  powers: [
    {
      kind: "trigger",
      on: "your-hero-deals-ability-damage",
      damageType: "shadow",
      targets: [],
      effects: [{ op: "discard", amount: 1, who: "subject-controller" }],
    },
    {
      kind: "payment",
      cost: { resources: 0, exhaustHero: true },
      targets: [],
      effects: [{ op: "graveyard-named-to-play", name: "Benediction" }],
    },
  ],
});
