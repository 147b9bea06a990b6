import { wowCard } from "../types.js";

/** Felstriker (TDP-273): Equipment (1H Weapon, Melee (1), Dagger), 2, Rogue/Warrior, 2 melee ATK, strike cost 1. */
export default wowCard({
  id: "TDP-273",
  name: "Felstriker",
  text: "5, Destroy Felstriker -> Destroy target ally.",
  powers: [
    {
      kind: "payment",
      cost: { resources: 5, destroySelf: true },
      targets: [{ select: "ally" }],
      effects: [{ op: "destroy", what: { target: 0 } }],
    },
  ],
});
