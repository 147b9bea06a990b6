import { defineCard } from "../types.js";

/**
 * Virtuoso — Legend (Jhin), Fury/Mind. Not run yet: needs "energy spent on a spell" (owned by the unla helper; not in main yet) and "spells banished with me". Deck validation refuses it (`unsupported`).
 */
export default defineCard({
  code: "UNL-181",
  name: "Virtuoso",
  text: "When you play a spell, if you spent :rb_energy_4: or more, you may banish it. Then, if there are four spells banished with me, put each in its trash, channel 4 runes, and draw 1.",
  unsupported:
    'needs "energy spent on a spell" (owned by the unla helper; not in main yet) and "spells banished with me"',
  abilities: [],
});
