import { wowCard } from "../types.js";

/** Adept Breton (HoA-174): Ally, 2, 1 arcane / 1 health. */
export default wowCard({
  id: "HoA-174",
  name: "Adept Breton",
  text: "3, [Exhaust] -> Adept Breton deals 1 arcane damage to each opposing hero and ally.",
  powers: [
    {
      kind: "payment",
      cost: { resources: 3, exhaustSelf: true },
      targets: [],
      effects: [{ op: "damage", amount: 1, type: "arcane", to: "each-opposing-character", by: "self" }],
    },
  ],
});
