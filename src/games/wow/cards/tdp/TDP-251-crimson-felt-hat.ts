import { wowCard } from "../types.js";

/** Crimson Felt Hat (TDP-251): Equipment (Armor, Head (1), Cloth), 2, 1 DEF. */
export default wowCard({
  id: "TDP-251",
  name: "Crimson Felt Hat",
  text: "When you play an ability, you may exhaust target armor.",
  powers: [
    {
      kind: "trigger",
      on: "you-play-ability",
      optional: true,
      targets: [{ select: "armor" }],
      effects: [{ op: "exhaust", what: { target: 0 } }],
    },
  ],
});
