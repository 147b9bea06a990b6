import { defineCard } from "../types.js";

/** Temporal Portal — Gear. Unsupported: needs granting [Repeat] with a cost equal to the spell's cost to the next spell played (Repeat is a printed additional cost only). */
export default defineCard({
  code: "SFD-078",
  name: "Temporal Portal",
  text: ":rb_rune_rainbow:, :rb_exhaust:: Give the next spell you play this turn [Repeat] equal to its cost. (You may pay the additional cost to repeat the spell's effect.)",
  abilities: [],
  unsupported:
    "Needs granting [Repeat] with a cost equal to the spell's cost to the next spell played (Repeat is a printed additional cost only)",
});
