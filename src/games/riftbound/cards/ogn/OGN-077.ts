import { defineCard } from "../types.js";

/** Zhonya's Hourglass — Gear, Calm, 2 Energy. Hidden. */
export default defineCard({
  code: "OGN-077",
  name: "Zhonya's Hourglass",
  text: "[Hidden] (Hide now for :rb_rune_rainbow: to react with later for :rb_energy_0:.)\nThe next time a friendly unit would die, kill this instead. Recall that unit exhausted. (Send it to base. This isn't a move.)",
  abilities: [],
  unsupported:
    "replacement effect (573.1) not expressible: needs a passive 'the next time a friendly unit would die' that kill() consults while this gear is on the board (kill this gear instead, recall the unit exhausted); also a gear played from facedown should enter its battlefield and be recalled at the next cleanup (619.1), the engine puts gear in base",
});
