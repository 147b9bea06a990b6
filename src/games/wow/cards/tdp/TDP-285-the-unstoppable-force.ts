import { wowCard } from "../types.js";

/** The Unstoppable Force (TDP-285): Equipment (2H Weapon, Melee (1), Mace), 5, 5 melee ATK, strike cost 2. */
export default wowCard({
  id: "TDP-285",
  name: "The Unstoppable Force",
  text: "Destroy The Unstoppable Force -> Destroy all armor named The Immovable Object.",
  powers: [
    {
      kind: "payment",
      cost: { resources: 0, destroySelf: true },
      targets: [],
      effects: [{ op: "destroy", what: { named: "The Immovable Object" } }],
    },
  ],
});
