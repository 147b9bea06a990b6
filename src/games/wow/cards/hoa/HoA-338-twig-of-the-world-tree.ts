import { wowCard } from "../types.js";

/** Twig of the World Tree (HoA-338): Equipment (2H Weapon, Melee (1), Mace), 3, 4 melee ATK, strike cost 3. */
export default wowCard({
  id: "HoA-338",
  name: "Twig of the World Tree",
  text: "Destroy one of your resources -> You pay 3 less the next time you strike with Twig of the World Tree this turn.",
  powers: [
    {
      kind: "payment",
      cost: { resources: 0, destroyResources: 1 },
      targets: [],
      effects: [{ op: "strike-discount", amount: 3, tag: "Mace", self: true }],
    },
  ],
});
