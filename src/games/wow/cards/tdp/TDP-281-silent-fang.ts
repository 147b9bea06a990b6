import { wowCard } from "../types.js";

/** Silent Fang (TDP-281): Equipment (1H Weapon, Melee (1), Sword), 2, 1 melee ATK, strike cost 1. */
export default wowCard({
  id: "TDP-281",
  name: "Silent Fang",
  text: "2, Destroy Silent Fang -> Interrupt target ability card.",
  powers: [
    {
      kind: "payment",
      cost: { resources: 2, destroySelf: true },
      targets: [{ select: "ability-card-on-chain" }],
      effects: [{ op: "interrupt", what: { target: 0 } }],
    },
  ],
});
