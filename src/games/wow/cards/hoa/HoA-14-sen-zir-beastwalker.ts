import { wowCard } from "../types.js";

/** Sen'zir Beastwalker (HoA-14): Hero, Horde Troll Hunter (Beast Mastery), 28 health. */
export default wowCard({
  id: "HoA-14",
  name: "Sen'zir Beastwalker",
  text: "3, Flip Sen'zir Beastwalker -> Put a Pet card from your graveyard into your hand.",
  powers: [
    {
      kind: "payment",
      cost: { resources: 3, flip: true },
      targets: [],
      effects: [{ op: "graveyard-to-hand", what: { tag: "Pet" } }],
    },
  ],
});
