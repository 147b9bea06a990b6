import { wowCard } from "../types.js";

/** Timmo Shadestep (HoA-7): Hero, 27 health. */
export default wowCard({
  id: "HoA-7",
  name: "Timmo Shadestep",
  text: "5, Flip Timmo Shadestep -> Destroy target exhausted ally. Use only on your turn.",
  powers: [
    {
      kind: "payment",
      cost: { resources: 5, flip: true },
      yourTurn: true,
      targets: [{ select: "exhausted-ally" }],
      effects: [{ op: "destroy", what: { target: 0 } }],
    },
  ],
});
