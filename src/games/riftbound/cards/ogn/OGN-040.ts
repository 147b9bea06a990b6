import { defineCard } from "../types.js";

/**
 * Seal of Rage — Gear, Fury, 0 Energy + 1 Fury Power. Adds only Fury Power by exhausting; not recycled, so it
 * readies again in the next Awaken Step (OFAQ-13). Adding resources resolves at once (605.2).
 */
export default defineCard({
  code: "OGN-040",
  name: "Seal of Rage",
  text: ":rb_exhaust:: [Reaction] — [Add] :rb_rune_fury:. (Abilities that add resources can't be reacted to.)",
  abilities: [
    {
      kind: "activated",
      cost: { exhaust: true },
      timing: "reaction",
      addsResources: true,
      effects: [{ op: "add", power: { n: 1, domain: "Fury" } }],
    },
  ],
});
