import { defineCard } from "../types.js";

/** Seal of Insight — Gear, Mind, 0 Energy + 1 Power. */
export default defineCard({
  code: "OGN-120",
  name: "Seal of Insight",
  text: ":rb_exhaust:: [Reaction] — [Add] :rb_rune_mind:. (Abilities that add resources can't be reacted to.)",
  abilities: [
    {
      kind: "activated",
      cost: { exhaust: true },
      timing: "reaction",
      addsResources: true, // 605.2
      effects: [{ op: "add", power: { n: 1, domain: "Mind" } }],
    },
  ],
});
