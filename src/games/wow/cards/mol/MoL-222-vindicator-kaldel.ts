import { wowCard } from "../types.js";

/**
 * Vindicator Kaldel (MoL-222, March of the Legion): Ally — Draenei Paladin, 2, 3 Holy / 2 health. A later-set card kept
 * for the worked example of Inspire (CR 7.4 501.1b). Aldor Reputation is a deck-building rule (CR 7.4 100.2d), checked
 * at deck validation (decks.ts), not a power.
 */
export default wowCard({
  id: "MoL-222",
  name: "Vindicator Kaldel",
  text: "Aldor Reputation (Can't put Scryer cards in your deck.) <p> Inspire: Ally (Ready one of your allies during each other player's ready step.)",
  powers: [{ kind: "inspire", kinds: ["ally"] }],
});
