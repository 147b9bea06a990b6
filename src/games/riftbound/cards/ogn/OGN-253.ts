import { defineCard } from "../types.js";

/**
 * Hand of Noxus — Legend (Darius), Fury/Order. The whole "[Legion] — [Add] 1" is the Legion text (724.1.c): the
 * ability can be activated any time, and adds 1 Energy only if its controller has played a card this turn (724.2).
 */
export default defineCard({
  code: "OGN-253",
  name: "Hand of Noxus",
  text: ":rb_exhaust:: [Reaction], [Legion] — [Add] :rb_energy_1:. (Abilities that add resources can't be reacted to. Get the effect if you've played a card this turn.)",
  abilities: [
    {
      kind: "activated",
      cost: { exhaust: true },
      timing: "reaction",
      addsResources: true,
      effects: [{ op: "if", cond: { legion: true }, then: [{ op: "add", energy: 1 }] }],
    },
  ],
});
