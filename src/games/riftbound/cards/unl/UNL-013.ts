import { defineCard } from "../types.js";

/** Lotus Trap — Spell, Fury, 2 Energy. Not yet run faithfully: refused at deck validation. */
export default defineCard({
  code: "UNL-013",
  name: "Lotus Trap",
  text: "[Hidden] (Hide now for :rb_rune_rainbow: to react with later for :rb_energy_0:.)\n[Reaction] (Play any time, even before spells and abilities resolve.)\nChoose a unit. Double all damage that would be dealt to it this turn.",
  unsupported: "needs a damage-doubling replacement (571) for a chosen unit this turn",
  abilities: [],
});
