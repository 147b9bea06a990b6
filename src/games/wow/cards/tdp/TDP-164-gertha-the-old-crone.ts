import { wowCard } from "../types.js";

/** Gertha, The Old Crone (TDP-164): Ally, 3, 1 shadow / 3 health. */
export default wowCard({
  id: "TDP-164",
  name: "Gertha, The Old Crone",
  text: "1, [Exhaust], Destroy an ally in your party -> Destroy target ally.",
  powers: [
    {
      kind: "payment",
      cost: { resources: 1, exhaustSelf: true, destroyAlly: {} },
      targets: [{ select: "ally" }],
      effects: [{ op: "destroy", what: { target: 0 } }],
    },
  ],
});
