import { defineCard } from "../types.js";

/** Mageseeker Warden — Unit, Calm, 6 Energy + 1 Calm Power. Both lines restrict (567): the first the
 * location an opponent chooses when playing a unit (559.2); the second spells and abilities only, not the Awakening
 * Phase's ready (515.1.a; docs/vocabulary-plan.md §5.7) */
export default defineCard({
  code: "OGN-070",
  name: "Mageseeker Warden",
  text: "While I'm at a battlefield, opponents can only play units to their base.\nWhile I'm at a battlefield, spells and abilities can't ready enemy units and gear.",
  abilities: [
    {
      kind: "passive",
      passive: {
        kind: "cant",
        who: "opponent",
        action: { play: { type: "unit" }, to: "battlefield" },
        when: { is: { self: true }, filter: { at: "battlefield" } },
      },
    },
    {
      kind: "passive",
      passive: {
        kind: "cant",
        who: "spellsAndAbilities",
        action: { ready: { type: "permanent", controller: "enemy" } },
        when: { is: { self: true }, filter: { at: "battlefield" } },
      },
    },
  ],
});
