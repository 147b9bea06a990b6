import { defineCard } from "../types.js";

/**
 * Daughter of the Void — Legend (Kai'Sa), Fury/Mind. Adds one Power of any domain that pays only for spells
 * (605.3); adding resources resolves at once (605.2). The showcase printing OGN-299 shares this script.
 */
export default defineCard({
  code: "OGN-247",
  name: "Daughter of the Void",
  text: ":rb_exhaust:: [Reaction] — [Add] :rb_rune_rainbow:. Use only to play spells. (Abilities that add resources can't be reacted to.)",
  abilities: [
    {
      kind: "activated",
      cost: { exhaust: true },
      timing: "reaction",
      addsResources: true,
      effects: [{ op: "add", anyPower: 1, spellsOnly: true }],
    },
  ],
});
