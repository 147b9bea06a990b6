import { wowCard } from "../types.js";

/**
 * Clara Graves (TDP-203): Horde Ally, Undead Mage, 5, 4 arcane / 3 health. Her alternate cost removes four ally cards
 * of your graveyard from the game (CR 7.4 403.3; rules/alternate-costs.ts, named in the play's `pay`). seriallos's
 * "Clara Grave's" is kept verbatim; stats from seriallos and mikechambers, which agree.
 */
export default wowCard({
  id: "TDP-203",
  name: "Clara Graves",
  text: "You may remove four ally cards in your graveyard from the game rather than pay Clara Grave's cost.",
  powers: [{ kind: "alternate-cost", cost: { removeFromGraveyard: { count: 4 } } }],
});
