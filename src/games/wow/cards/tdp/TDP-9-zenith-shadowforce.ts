import { wowCard } from "../types.js";

/** Zenith Shadowforce (TDP-9): Hero, Warlock (Demonology), 28 health. */
export default wowCard({
  id: "TDP-9",
  name: "Zenith Shadowforce",
  text: "2, Flip Zenith Shadowforce -> Turn target opposing hero face down.",
  powers: [
    {
      kind: "payment",
      cost: { resources: 2, flip: true },
      targets: [{ select: "opposing-hero" }],
      effects: [{ op: "turn-hero-face-down", what: { target: 0 } }],
    },
  ],
});
