import { wowCard } from "../types.js";

/** Wristguards of True Flight (TDP-262): Equipment (Armor, Wrist (1), Mail), 4, Hunter/Shaman/Warrior, 1 DEF. */
export default wowCard({
  id: "TDP-262",
  name: "Wristguards of True Flight",
  text: "When you strike with a weapon, your hero has Long-Range this combat. (Defenders deal no combat damage to it.)",
  powers: [
    {
      kind: "trigger",
      on: "you-strike-with-weapon",
      targets: [],
      effects: [{ op: "keyword-this-combat", what: "your-hero", keyword: "Long-Range" }],
    },
  ],
});
