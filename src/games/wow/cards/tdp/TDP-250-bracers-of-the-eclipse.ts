import { wowCard } from "../types.js";

/**
 * Bracers of the Eclipse (TDP-250): Equipment (Armor, Wrist (1), Leather), 2, DEF 1. The deck is removed face up (CR
 * 7.4 415.7b); the graveyard, shuffled with the seeded RNG (413.2), is put into the now empty deck zone, so it is the
 * deck (415.3a: the pile its owner draws from). A deck zone turned over (Fortune Telling, 415.3d) stays turned over, so
 * that new deck is face up there. seriallos kept; the four sources agree.
 */
export default wowCard({
  id: "TDP-250",
  name: "Bracers of the Eclipse",
  text: "1, Remove Bracers of the Eclipse from the game -> Remove your deck from the game. Shuffle your graveyard face down. It is now your deck.",
  powers: [
    {
      kind: "payment",
      cost: { resources: 1, removeSelf: true },
      targets: [],
      effects: [{ op: "remove-by-self", what: "your-deck" }, { op: "graveyard-into-deck" }],
    },
  ],
});
