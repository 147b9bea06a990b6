import { wowCard } from "../types.js";

/**
 * Julia Graves (TDP-216): Horde Ally, Undead Warlock, 1, 2 shadow / 1 health. Her alternate cost removes two ally
 * cards of your graveyard from the game (CR 7.4 403.3; rules/alternate-costs.ts, named in the play's `pay`).
 * seriallos's "Julia Grave's" is kept verbatim; stats from seriallos and mikechambers, which agree.
 */
export default wowCard({
  id: "TDP-216",
  name: "Julia Graves",
  text: "You may remove two ally cards in your graveyard from the game rather than pay Julia Grave's cost.",
  powers: [{ kind: "alternate-cost", cost: { removeFromGraveyard: { count: 2 } } }],
});
