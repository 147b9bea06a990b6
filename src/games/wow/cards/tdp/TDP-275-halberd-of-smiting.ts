import { wowCard } from "../types.js";

/**
 * Halberd of Smiting (TDP-275): Equipment (2H Weapon, Melee (1), Polearm), 4, Hunter/Paladin/Warrior, 4 melee ATK,
 * strike cost 2. The printed text misspells it "Halbred": kept verbatim.
 */
export default wowCard({
  id: "TDP-275",
  name: "Halberd of Smiting",
  text: "When Halbred of Smiting enters play, you may destroy target ally with damage on it.",
  powers: [
    {
      kind: "enters",
      optional: true,
      targets: [{ select: "damaged-ally" }],
      effects: [{ op: "destroy", what: { target: 0 } }],
    },
  ],
});
