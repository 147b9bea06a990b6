import { defineCard } from "../types.js";

/**
 * Gold — Gear token (SFD-T03). "Kill this, [exhaust]: [Reaction] — [Add] [A]": a resource ability (605.2).
 */
export default defineCard({
  code: "SFD-T03",
  name: "Gold",
  text: "Kill this, :rb_exhaust:: [Reaction] — [Add] :rb_rune_rainbow:. (Abilities that add resources can't be reacted to.)",
  abilities: [
    {
      kind: "activated",
      cost: { killSelf: true, exhaust: true },
      timing: "reaction",
      addsResources: true,
      effects: [{ op: "add", anyPower: 1 }],
    },
  ],
});
