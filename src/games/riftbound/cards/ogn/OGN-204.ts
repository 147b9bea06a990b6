import { defineCard } from "../types.js";

/** Seal of Discord — Gear, Chaos. An [Add] ability resolves at once (605.2). */
export default defineCard({
  code: "OGN-204",
  name: "Seal of Discord",
  text: ":rb_exhaust:: [Reaction] — [Add] :rb_rune_chaos:. (Abilities that add resources can't be reacted to.)",
  abilities: [
    {
      kind: "activated",
      cost: { exhaust: true },
      timing: "reaction",
      addsResources: true,
      effects: [{ op: "add", power: { n: 1, domain: "Chaos" } }],
    },
  ],
});
