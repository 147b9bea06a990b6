import { wowCard } from "../types.js";

/** Ka'tali Stonetusk (HoA-248): Ally, 1, 1 nature / 2 health. */
export default wowCard({
  id: "HoA-248",
  name: "Ka'tali Stonetusk",
  text: "Protector <p> At the start of your turn, Ka'tali Stonetusk heals 1 damage from himself.",
  powers: [
    { kind: "keyword", keyword: "Protector" },
    {
      kind: "trigger",
      on: "your-turn-start",
      targets: [],
      effects: [{ op: "heal", amount: 1, to: "self", by: "self" }],
    },
  ],
});
