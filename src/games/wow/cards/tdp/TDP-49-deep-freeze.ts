import { wowCard } from "../types.js";

/** Deep Freeze (TDP-49): Ability (Frost), 2, Mage: an attachment (CR 7.4 400.2). */
export default wowCard({
  id: "TDP-49",
  name: "Deep Freeze",
  text: "Attach to target ally, and your hero deals 2 frost damage to it. <p> Ongoing: Attached ally can't attack.",
  powers: [
    {
      kind: "play",
      targets: [{ select: "ally" }],
      effects: [
        { op: "attach", to: { target: 0 } },
        { op: "damage", amount: 2, type: "frost", to: { target: 0 }, by: "your-hero" },
      ],
    },
    { kind: "grant-keyword", applies: "attached", keyword: "CantAttack" },
  ],
});
