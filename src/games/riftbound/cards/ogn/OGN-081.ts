import { defineCard } from "../types.js";

/** Seal of Focus — Gear, Calm, 0 Energy + 1 Calm Power. */
export default defineCard({
  code: "OGN-081",
  name: "Seal of Focus",
  text: ":rb_exhaust:: [Reaction] — [Add] :rb_rune_calm:. (Abilities that add resources can't be reacted to.)",
  abilities: [
    {
      kind: "activated",
      cost: { exhaust: true },
      timing: "reaction",
      addsResources: true, // 605.2: resolves at once
      effects: [{ op: "add", power: { n: 1, domain: "Calm" } }],
    },
  ],
});
