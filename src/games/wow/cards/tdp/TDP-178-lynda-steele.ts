import { wowCard } from "../types.js";

/** Lynda Steele (TDP-178): Alliance Ally, 5, 3 melee / 5 health: "must attack if able" (CR 7.4 600.2). */
export default wowCard({
  id: "TDP-178",
  name: "Lynda Steele",
  text: "Protector <p> 1 -> Target ally must attack this turn if able.",
  powers: [
    { kind: "keyword", keyword: "Protector" },
    {
      kind: "payment",
      cost: { resources: 1 },
      targets: [{ select: "ally" }],
      effects: [{ op: "must-attack-this-turn", what: { target: 0 } }],
    },
  ],
});
