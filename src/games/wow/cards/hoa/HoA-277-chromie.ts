import { wowCard } from "../types.js";

/**
 * Chromie (HoA-277): Ally, Dragonkin, Unique, 6, 2 melee / 4 health. The extra turn is added immediately after the
 * current one, whoever's it is (CR 7.4 500.3; rules/extra-turns.ts). seriallos and mikechambers agree.
 */
export default wowCard({
  id: "HoA-277",
  name: "Chromie",
  text: "[Exhaust], Remove Chromie from the game -> Take an extra turn after this one.",
  powers: [
    {
      kind: "payment",
      cost: { resources: 0, exhaustSelf: true, removeSelf: true },
      targets: [],
      effects: [{ op: "take-extra-turn" }],
    },
  ],
});
