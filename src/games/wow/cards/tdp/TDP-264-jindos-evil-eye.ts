import { wowCard } from "../types.js";

/**
 * Jin'do's Evil Eye (TDP-264): Equipment (Item, Neck (1)), 4. At the start of each player's turn (CR 7.4 500.2) the
 * turn player's opponent (two players: the first opponent to his left) names a card as the trigger resolves; cards
 * with that name can't be played by anyone this turn (CR 7.4 103.2; rules/naming.ts, docs/rules-decisions.md). The
 * sources agree.
 */
export default wowCard({
  id: "TDP-264",
  name: "Jin'do's Evil Eye",
  text: "At the start of each player's turn, the first opponent to that player's left names a card. That card can't be played this turn.",
  powers: [
    {
      kind: "trigger",
      on: "each-turn-start",
      targets: [],
      effects: [{ op: "name-card", by: "turn-players-left-opponent" }, { op: "cant-play-named-this-turn" }],
    },
  ],
});
