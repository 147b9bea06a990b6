import { wowCard } from "../types.js";

/** Hypnotic Blade (HoA-327): Equipment (1H Weapon, Melee (1), Dagger), 1 ATK melee, strike cost 5. */
export default wowCard({
  id: "HoA-327",
  name: "Hypnotic Blade",
  text: "3, [Exhaust], Exhaust your hero -> Target player discards a card. Use only on your turn.",
  powers: [
    {
      kind: "payment",
      cost: { resources: 3, exhaustSelf: true, exhaustHero: true },
      yourTurn: true,
      targets: [{ select: "player" }],
      effects: [{ op: "discard", amount: 1, who: { target: 0 } }],
    },
  ],
});
