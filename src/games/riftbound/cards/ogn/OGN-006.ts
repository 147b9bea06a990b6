import { defineCard } from "../types.js";

/** Flame Chompers — Unit, Fury, 3 Energy. Plays itself from the trash for 1 Fury Power when discarded (595.3). */
export default defineCard({
  code: "OGN-006",
  name: "Flame Chompers",
  text: "When you discard me, you may pay :rb_rune_fury: to play me.",
  abilities: [
    {
      kind: "triggered",
      on: "discarded", // 598.1.b: "when you discard me" looks at me in the trash
      filter: { self: true },
      zone: "trash",
      effects: [
        {
          op: "playSelf",
          prompt: "Pay 1 Fury Power to play Flame Chompers from your trash?",
          cost: { power: 1, powerDomain: "Fury" },
        },
      ],
    },
  ],
});
