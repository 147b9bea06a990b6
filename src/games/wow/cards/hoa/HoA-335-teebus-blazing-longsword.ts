import { wowCard } from "../types.js";

/** Teebu's Blazing Longsword (HoA-335): Equipment (1H Weapon, Melee (1), Sword), 1, 0 melee ATK, strike cost 0. */
export default wowCard({
  id: "HoA-335",
  name: "Teebu's Blazing Longsword",
  text: "2 -> Teebu's Blazing Longsword has +1 ATK this turn.",
  powers: [
    {
      kind: "payment",
      cost: { resources: 2 },
      targets: [],
      effects: [{ op: "weapon-atk-this-turn", what: "self", amount: 1 }],
    },
  ],
});
