import { wowCard } from "../types.js";

/**
 * Revenge (TDP-123): Instant Ability (Protection), 1, Warrior. "Attacked your hero": its proposed defender was your hero
 * as it became an attacker (CR 7.4 602.1), a protector taking its place or not; "dealt no combat damage to your hero"
 * reads the turn's damage record (docs/rules-decisions.md). seriallos's "comat" is a typo (mikechambers too), kept
 * verbatim.
 */
export default wowCard({
  id: "TDP-123",
  name: "Revenge",
  text: "You can't play Revenge during combat. <p> Destroy target ally that attacked your hero this turn but dealt no comat damage to your hero this turn.",
  powers: [
    {
      kind: "play",
      notDuringCombat: true,
      targets: [{ select: "ally-attacked-your-hero-no-combat-damage" }],
      effects: [{ op: "destroy", what: { target: 0 } }],
    },
  ],
});
