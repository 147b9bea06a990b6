import { wowCard } from "../types.js";

/** Dwarven Hand Cannon (HoA-319): Equipment (1H Weapon, Ranged (1), Gun), 4, Hunter, 1 ranged ATK, strike cost 2. */
export default wowCard({
  id: "HoA-319",
  name: "Dwarven Hand Cannon",
  text: "When you strike with Dwarven Hand Cannon, your hero has Long-Range this combat. (Defenders deal no combat damage to it.) <p> 2 -> Dwarven Hand Cannon has +1 ATK this turn.",
  powers: [
    {
      kind: "trigger",
      on: "strike-with-this",
      targets: [],
      effects: [{ op: "keyword-this-combat", what: "your-hero", keyword: "Long-Range" }],
    },
    {
      kind: "payment",
      cost: { resources: 2 },
      targets: [],
      effects: [{ op: "weapon-atk-this-turn", what: "self", amount: 1 }],
    },
  ],
});
