import { wowCard } from "../types.js";

/** Will of Arlokk (TDP-287): Equipment (2H Weapon, Melee (1), Staff), 1, Druid/Priest/Shaman, 1 melee ATK, strike cost 3. */
export default wowCard({
  id: "TDP-287",
  name: "Will of Arlokk",
  text: "When Will of Arlokk enters play, your hero heals 3 damage from target hero or ally. <p> 1, Destroy Will of Arlokk -> Your hero heals 3 damage from target hero or ally.",
  powers: [
    {
      kind: "enters",
      targets: [{ select: "hero-or-ally" }],
      effects: [{ op: "heal", amount: 3, to: { target: 0 }, by: "your-hero" }],
    },
    {
      kind: "payment",
      cost: { resources: 1, destroySelf: true },
      targets: [{ select: "hero-or-ally" }],
      effects: [{ op: "heal", amount: 3, to: { target: 0 }, by: "your-hero" }],
    },
  ],
});
