import { defineCard } from "../types.js";

/**
 * Gold — Gear token (UNL-T05), the Unleashed printing of the Gold token (SFD-T03, CR 1.4 187):
 * "[Reaction] Kill this, [exhaust]: [Add] [A]" — a resource ability (605.2) that resolves at once.
 */
export default defineCard({
  code: "UNL-T05",
  name: "Gold",
  text: "[Reaction][>] Kill this, :rb_exhaust:: [Add] :rb_rune_rainbow:. (Abilities that add resources can't be reacted to.)",
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
