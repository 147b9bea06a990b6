import { wowCard } from "../types.js";

/** Ancient Bone Bow (HoA-311): Equipment (1H Weapon, Ranged (1), Bow), 3, Hunter, 2 ranged ATK, strike cost 2. */
export default wowCard({
  id: "HoA-311",
  name: "Ancient Bone Bow",
  text: "When you strike with Ancient Bone Bow, your hero has Long-Range this combat. (Defenders deal no combat damage to it.)",
  powers: [
    {
      kind: "trigger",
      on: "strike-with-this",
      targets: [],
      effects: [{ op: "keyword-this-combat", what: "your-hero", keyword: "Long-Range" }],
    },
  ],
});
