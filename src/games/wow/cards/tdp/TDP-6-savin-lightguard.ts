import { wowCard } from "../types.js";

/**
 * Savin Lightguard (TDP-6): Hero, Alliance Dwarf Paladin (Retribution), 29 health. seriallos kept (the only source
 * with its text). The allies are read from the turn's damage record as the power resolves (combat packets dealt to
 * Savin, 603.1); one that left play since is a new card (CR 7.4 415.9a).
 */
export default wowCard({
  id: "TDP-6",
  name: "Savin Lightguard",
  text: "6, Flip Savin Lightguard -> Destroy all allies that dealt combat damage to Savin this turn.",
  powers: [
    {
      kind: "payment",
      cost: { resources: 6, flip: true },
      targets: [],
      effects: [{ op: "destroy", what: "allies-that-dealt-combat-damage-to-self-this-turn" }],
    },
  ],
});
