import { defineCard } from "../types.js";

/** Prodigal Explorer — Legend. Unsupported: needs a count of times enemy units and/or gear were chosen this turn by spells or unit abilities (not gear or legend abilities). */
export default defineCard({
  code: "SFD-199",
  name: "Prodigal Explorer",
  text: ":rb_exhaust:: [Reaction] — Draw 1. Use only if you've chosen enemy units and/or gear twice this turn with spells or unit abilities.",
  abilities: [],
  unsupported:
    "Needs a count of times enemy units and/or gear were chosen this turn by spells or unit abilities (not gear or legend abilities)",
});
