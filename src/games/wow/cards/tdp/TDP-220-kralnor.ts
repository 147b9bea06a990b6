import { wowCard } from "../types.js";

/**
 * Kralnor (TDP-220): Horde Orc Warlock ally, 3, ATK 2 shadow, health 3: "let everyone LOOK IT OVER" is the reveal;
 * "you may search" is the search's empty pick (CR 7.4 413; rules/deck-search.ts). seriallos kept; remariano138 and
 * mikechambers agree on stats and text.
 */
export default wowCard({
  id: "TDP-220",
  name: "Kralnor",
  text: "When Kralnor enters play, you may search your deck for a Staff card and let everyone LOOK IT OVER. If you do, shuffle your deck and put that card on top.",
  powers: [{ kind: "enters", targets: [], effects: [{ op: "search-deck", tag: "Staff", upTo: 1, to: "deck-top" }] }],
});
