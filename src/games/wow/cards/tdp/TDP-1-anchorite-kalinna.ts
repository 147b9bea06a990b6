import { wowCard } from "../types.js";

/**
 * Anchorite Kalinna (TDP-1): Hero, Alliance Draenei Priest (Discipline), 26 health. seriallos kept (the only source
 * with its text). "Target ability" is an ability in play (413.3, WOW-EX-25); its cost is compared with the X paid
 * (CR 7.4 707.1b).
 */
export default wowCard({
  id: "TDP-1",
  name: "Anchorite Kalinna",
  text: "X, Flip Anchorite Kalinna -> Destroy target ability with cost X.",
  powers: [
    {
      kind: "payment",
      cost: { resources: 0, x: true, flip: true },
      targets: [{ select: "ability-cost-x" }],
      effects: [{ op: "destroy", what: { target: 0 } }],
    },
  ],
});
