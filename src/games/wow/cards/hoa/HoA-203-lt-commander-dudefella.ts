import { wowCard } from "../types.js";

/** Lt. Commander Dudefella (HoA-203): Ally, 3, 1/3. */
export default wowCard({
  id: "HoA-203",
  name: "Lt. Commander Dudefella",
  text: "1, [Exhaust] -> Dudefella deals 1 frost damage to target hero or ally. A character dealt damage this way can't attack this turn.",
  powers: [
    {
      kind: "payment",
      cost: { resources: 1, exhaustSelf: true },
      targets: [{ select: "hero-or-ally" }],
      effects: [{ op: "damage", amount: 1, type: "frost", to: { target: 0 }, by: "self", dealtCantAttack: true }],
    },
  ],
});
