import { wowCard } from "../types.js";

/** King Mukla (TDP-244): Ally (Gorilla), Unique, 7, 6 melee / 5 health. */
export default wowCard({
  id: "TDP-244",
  name: "King Mukla",
  text: "When King Mukla enters play, you may gain control of target ally with cost 3 or less.",
  powers: [
    {
      kind: "enters",
      optional: true,
      targets: [{ select: "ally-cost-3-or-less" }],
      effects: [{ op: "gain-control", what: { target: 0 }, who: "you" }],
    },
  ],
});
