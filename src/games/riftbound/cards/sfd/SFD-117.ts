import { defineCard } from "../types.js";

/**
 * Ancient Henge — Gear, Body, 2 Energy + 1 Body. An ability that adds resources (605.2: it resolves at once and can't
 * be reacted to); "pay any amount of Energy" is chosen and paid as it resolves (CR 1.4 740.4.a: the pool first, then
 * exhausting runes), then that much Power of any domain is added.
 */
export default defineCard({
  code: "SFD-117",
  name: "Ancient Henge",
  text: ":rb_exhaust:: [Reaction] — Pay any amount of Energy to [Add] that much :rb_rune_rainbow:. (Abilities that add resources can't be reacted to.)",
  abilities: [
    {
      kind: "activated",
      cost: { exhaust: true },
      timing: "reaction",
      addsResources: true,
      effects: [
        { op: "pay", energy: "any", amount: "any", saveAs: "x" },
        { op: "add", anyPower: { countVar: "x" } },
      ],
    },
  ],
});
