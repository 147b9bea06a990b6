import { defineCard } from "../types.js";

/** Zhonya's Hourglass — Gear, Calm, 2 Energy. Hidden (723, from the card data). */
export default defineCard({
  code: "OGN-077",
  name: "Zhonya's Hourglass",
  text: "[Hidden] (Hide now for :rb_rune_rainbow: to react with later for :rb_energy_0:.)\nThe next time a friendly unit would die, kill this instead. Recall that unit exhausted. (Send it to base. This isn't a move.)",
  abilities: [{ kind: "passive", passive: { kind: "replaceFriendlyDeathKillSelf" } }],
});
