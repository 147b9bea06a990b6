import { wowCard } from "../types.js";

/** Reverend Tobias (TDP-188): Ally, 4, 1 / 5 health ("Reverand" is the printed misspelling: kept verbatim). */
export default wowCard({
  id: "TDP-188",
  name: "Reverend Tobias",
  text: "1, [Exhaust] -> Exhaust target ready ally, and Reverand Tobias heals all damage from it.",
  powers: [
    {
      kind: "payment",
      cost: { resources: 1, exhaustSelf: true },
      targets: [{ select: "ready-ally" }],
      // The healing packet is made first: each reference rechecks its target (effects.ts), and an exhausted ally is
      // no longer a "ready ally"; the packet is dealt after the link resolves either way (001 407).
      effects: [
        { op: "heal", amount: "all-damage", to: { target: 0 }, by: "self" },
        { op: "exhaust", what: { target: 0 } },
      ],
    },
  ],
});
