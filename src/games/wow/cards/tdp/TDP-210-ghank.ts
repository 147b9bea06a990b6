import { wowCard } from "../types.js";

/** Ghank (TDP-210): Ally, 4, 3 melee / 3 health. */
export default wowCard({
  id: "TDP-210",
  name: "Ghank",
  text: "Stealth (Can't protect against this character.) <p> When Ghank enters play, you may destroy target exhausted ally with damage on it.",
  powers: [
    { kind: "keyword", keyword: "Stealth" },
    {
      kind: "enters",
      optional: true,
      targets: [{ select: "exhausted-damaged-ally" }],
      effects: [{ op: "destroy", what: { target: 0 } }],
    },
  ],
});
