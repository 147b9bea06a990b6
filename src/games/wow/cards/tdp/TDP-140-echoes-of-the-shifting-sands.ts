import { wowCard } from "../types.js";

/**
 * Echoes of the Shifting Sands (TDP-140): Ability, 15. mikechambers reads "Each player reveals his hand, puts all
 * revealed ally cards in to play"; seriallos and the Tracker print text read "reveals his deck": seriallos kept (the
 * deck is then shuffled, which only "deck" explains). remariano138 has no text for it.
 */
export default wowCard({
  id: "TDP-140",
  name: "Echoes of the Shifting Sands",
  text: "Each player reveals his deck, puts all revealed ally cards into play, and then shuffles his deck.",
  powers: [{ kind: "play", targets: [], effects: [{ op: "each-player-deck-allies-to-play" }] }],
});
