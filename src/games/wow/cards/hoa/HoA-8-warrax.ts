import { wowCard } from "../types.js";

/** Warrax (HoA-8): Hero, Alliance Dwarf Warrior (Protection), 30 health. */
export default wowCard({
  id: "HoA-8",
  name: "Warrax",
  text: "1, Flip Warrax -> Warrax has Protector this turn.",
  powers: [
    {
      kind: "payment",
      cost: { resources: 1, flip: true },
      targets: [],
      effects: [{ op: "keyword-this-turn", what: "self", keyword: "Protector" }],
    },
  ],
});
