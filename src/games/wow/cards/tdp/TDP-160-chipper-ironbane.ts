import { wowCard } from "../types.js";

/** "Chipper" Ironbane (TDP-160): Ally, 2, 3 melee / 1 health. */
export default wowCard({
  id: "TDP-160",
  name: "Chipper Ironbane",
  text: 'X, Destroy "Chipper" Ironbane -> Destroy target ability or equipment with cost X.',
  powers: [
    {
      kind: "payment",
      cost: { resources: 0, x: true, destroySelf: true },
      targets: [{ select: "ability-or-equipment-cost-x" }],
      effects: [{ op: "destroy", what: { target: 0 } }],
    },
  ],
});
