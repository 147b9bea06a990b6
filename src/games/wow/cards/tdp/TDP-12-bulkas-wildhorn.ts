import { wowCard } from "../types.js";

/** Bulkas Wildhorn (TDP-12): Hero, Warrior (Fury), 31 health. */
export default wowCard({
  id: "TDP-12",
  name: "Bulkas Wildhorn",
  text: "3, Flip Bulkas Wildhorn -> Destroy target ally with damage on it. Use only on your turn.",
  powers: [
    {
      kind: "payment",
      cost: { resources: 3, flip: true },
      yourTurn: true,
      targets: [{ select: "damaged-ally" }],
      effects: [{ op: "destroy", what: { target: 0 } }],
    },
  ],
});
