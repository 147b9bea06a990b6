import { wowCard } from "../types.js";

/** Ophelia Barrows (HoA-253): Horde Ally, Undead, 4, 1 ATK / 5 health. */
export default wowCard({
  id: "HoA-253",
  name: "Ophelia Barrows",
  text: "Protector <p> 1 -> Remove target ally card in any graveyard from the game. If you do, Ophelia Barrows heals 1 damage from herself.",
  powers: [
    { kind: "keyword", keyword: "Protector" },
    {
      kind: "payment",
      cost: { resources: 1 },
      targets: [{ select: "ally-card-in-any-graveyard" }],
      effects: [
        { op: "remove", what: { target: 0 } },
        { op: "heal", amount: 1, to: "self", by: "self" },
      ],
    },
  ],
});
