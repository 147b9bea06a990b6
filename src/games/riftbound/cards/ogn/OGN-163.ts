import { defineCard } from "../types.js";

/** Seal of Strength — Gear, Body, 0 Energy + 1 Body Power. */
export default defineCard({
  code: "OGN-163",
  name: "Seal of Strength",
  text: ":rb_exhaust:: [Reaction] — [Add] :rb_rune_body:. (Abilities that add resources can't be reacted to.)",
  abilities: [
    {
      kind: "activated",
      cost: { exhaust: true },
      timing: "reaction",
      addsResources: true, // 605.2
      effects: [{ op: "add", power: { n: 1, domain: "Body" } }],
    },
  ],
});
