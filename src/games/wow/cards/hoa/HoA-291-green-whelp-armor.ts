import { wowCard } from "../types.js";

/** Green Whelp Armor (HoA-291): Equipment (Armor, Chest (1), Leather), 4, DEF 1. */
export default wowCard({
  id: "HoA-291",
  name: "Green Whelp Armor",
  text: "When an attacking ally deals combat damage to your hero, you may pay 2. If you do, put that ally into its owner's hand.",
  powers: [
    {
      kind: "trigger",
      on: "attacking-ally-damages-your-hero",
      targets: [],
      effects: [{ op: "may-pay", amount: 2, then: { op: "to-hand", what: "subject" } }],
    },
  ],
});
