import { wowCard } from "../types.js";

/** Inventor's Focal Sword (HoA-330): Equipment (1H Weapon, Melee (1), Sword), 3, 1 melee ATK, strike cost 2. */
export default wowCard({
  id: "HoA-330",
  name: "Inventor's Focal Sword",
  text: "2, [Exhaust] -> If target ability is attached to a hero or ally, attach it to another hero or ally.",
  powers: [
    {
      kind: "payment",
      cost: { resources: 2, exhaustSelf: true },
      targets: [{ select: "ability" }],
      effects: [{ op: "move-attachment", what: { target: 0 } }],
    },
  ],
});
