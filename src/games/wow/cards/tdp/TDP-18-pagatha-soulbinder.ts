import { wowCard } from "../types.js";

/** Pagatha Soulbinder (TDP-18): Hero, Warlock (Destruction), 28 health. */
export default wowCard({
  id: "TDP-18",
  name: "Pagatha Soulbinder",
  text: "5, Flip Pagatha Soulbinder -> Interrupt target ally card.",
  powers: [
    {
      kind: "payment",
      cost: { resources: 5, flip: true },
      targets: [{ select: "ally-card-on-chain" }],
      effects: [{ op: "interrupt", what: { target: 0 } }],
    },
  ],
});
