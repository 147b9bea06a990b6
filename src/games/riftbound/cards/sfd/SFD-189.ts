import { defineCard } from "../types.js";

/**
 * Fire Below the Mountain — Legend (Ornn), Calm/Mind. A resource ability (605.2: no chain, [Reaction] timing):
 * exhausting it adds one Power of any domain that pays only to play gear or for activated abilities of gear (605.3,
 * `only`); left unspent, it empties with the pool (517.2.c).
 */
export default defineCard({
  code: "SFD-189",
  name: "Fire Below the Mountain",
  text: ":rb_exhaust:: [Reaction] — [Add] :rb_rune_rainbow:. Use only to play gear or use gear abilities. (Abilities that add resources can't be reacted to.)",
  abilities: [
    {
      kind: "activated",
      cost: { exhaust: true },
      timing: "reaction",
      addsResources: true,
      effects: [{ op: "add", anyPower: 1, only: "Gear" }],
    },
  ],
});
