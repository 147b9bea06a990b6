import { wowCard } from "../types.js";

/**
 * Rak Skyfury (HoA-257): Horde Ally, Orc Shaman, 1, 1 melee ATK, 1 health. seriallos kept; remariano138 agrees on
 * the stats. "One of your weapons" is chosen as the power resolves, not targeted (CR 7.4 709.2b); with none, only the
 * hero readies.
 */
export default wowCard({
  id: "HoA-257",
  name: "Rak Skyfury",
  text: "When Rak Skyfury enters play, ready your hero and one of your weapons.",
  powers: [
    {
      kind: "enters",
      targets: [],
      effects: [
        { op: "ready", what: "your-hero" },
        { op: "choose", select: "your-weapon" },
        { op: "ready", what: "chosen" },
      ],
    },
  ],
});
