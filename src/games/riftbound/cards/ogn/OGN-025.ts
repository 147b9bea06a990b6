import { defineCard } from "../types.js";

/**
 * Blind Fury — Spell, Fury, 4 Energy + 2 Fury Power. Action.
 * Errata (OFAQ-35): the chosen card is banished, then played; if it cannot be played it stays banished. The caster
 * plays and controls the opponent's card (CR 1.4 191.1, 156): a unit enters the caster's base or a battlefield they
 * control; a spell resolves for them and then goes to its owner's trash (CR 1.4 157), as does a permanent that later
 * leaves the board.
 */
export default defineCard({
  code: "OGN-025",
  name: "Blind Fury",
  text: "[Action] (Play on your turn or in showdowns.)\nEach opponent reveals the top card of their Main Deck. Choose one and banish it, then play it, ignoring its cost. Then recycle the rest.",
  abilities: [
    {
      kind: "spell",
      effects: [
        { op: "reveal", top: 1, who: "eachOpponent", saveAs: "revealed" },
        { op: "chooseFromZone", filter: {}, among: "revealed", count: 1, saveAs: "chosen" },
        { op: "banish", what: { var: "chosen" }, saveAs: "banished" },
        { op: "play", what: { var: "banished" }, cost: "ignore" },
        { op: "recycle", what: { var: "revealed", except: "chosen" } },
      ],
    },
  ],
});
