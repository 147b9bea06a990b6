import { wowCard } from "../types.js";

/**
 * Lilnas the Calm (TDP-176): Alliance Ally, Draenei Priest, 5, 3 holy / 6 health. "All abilities" are the ability
 * cards in play, both players' (Totems too, 001 306.3a). seriallos and mikechambers agree; remariano138 has no stats
 * or text for it.
 */
export default wowCard({
  id: "TDP-176",
  name: "Lilnas the Calm",
  text: "3, [Exhaust], Destroy Lilnas -> Destroy all abilities.",
  powers: [
    {
      kind: "payment",
      cost: { resources: 3, exhaustSelf: true, destroySelf: true },
      targets: [],
      effects: [{ op: "destroy", what: "each-ability-in-play" }],
    },
  ],
});
