import { wowCard } from "../types.js";

/**
 * Herod's Shoulder (HoA-293): Equipment (Armor, Mail, Shoulder (1)), 3, DEF 1: "you may search" is the search's
 * empty pick (CR 7.4 413; rules/deck-search.ts); a weapon card is one with the Weapon tag. The sources agree.
 */
export default wowCard({
  id: "HoA-293",
  name: "Herod's Shoulder",
  text: "When Herod's Shoulder enters play, you may search your deck for a weapon card and reveal it. If you do, shuffle your deck and put that card on top.",
  powers: [{ kind: "enters", targets: [], effects: [{ op: "search-deck", tag: "Weapon", upTo: 1, to: "deck-top" }] }],
});
