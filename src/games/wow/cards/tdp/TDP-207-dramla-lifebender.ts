import { wowCard } from "../types.js";

/**
 * Dramla Lifebender (TDP-207): Ally (Horde, Undead), 6, 4 fire ATK / 5 health. "Undead Hero Required" is the deck
 * restriction (100.2b, decks.ts). Both powers work while she is in play (rules/graveyard-replacement.ts): the ally
 * cards of her controller's graveyard are played as from the hand (CR 7.4 409), and an ally that would be put into
 * that graveyard from play is removed from the game instead (716: not destroyed, so nothing triggers, 716.1a; she is
 * removed herself, the modifier existing just before, 716.1c). seriallos kept; the four sources agree.
 */
export default wowCard({
  id: "TDP-207",
  name: "Dramla Lifebender",
  text: "Undead Hero Required <p> You can play ally cards from your graveyard. <p> If an ally would be put into your graveyard from play, remove it from the game instead.",
  powers: [{ kind: "play-allies-from-graveyard" }, { kind: "ally-to-graveyard-removed-instead" }],
});
