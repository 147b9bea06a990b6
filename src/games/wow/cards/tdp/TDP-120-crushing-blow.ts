import { wowCard } from "../types.js";

/**
 * Crushing Blow (TDP-120): Ability (Fury), 4, Warrior. "Choose one or both" (CR 7.4 707.1c) is written as three modes
 * (armor, weapon, both), one of which is chosen as it is played: the same choices, each with its own targets.
 * seriallos and mikechambers agree.
 */
export default wowCard({
  id: "TDP-120",
  name: "Crushing Blow",
  text: "Choose one or both: Destroy target armor, or destroy target weapon.",
  powers: [
    {
      kind: "play",
      targets: [
        { select: "armor", mode: 0 },
        { select: "weapon", mode: 1 },
        { select: "armor", mode: 2 },
        { select: "weapon", mode: 2 },
      ],
      effects: [],
      modes: [
        { label: "Destroy target armor", effects: [{ op: "destroy", what: { target: 0 } }] },
        { label: "Destroy target weapon", effects: [{ op: "destroy", what: { target: 0 } }] },
        {
          label: "Both: destroy target armor and destroy target weapon",
          effects: [
            { op: "destroy", what: { target: 0 } },
            { op: "destroy", what: { target: 1 } },
          ],
        },
      ],
    },
  ],
});
