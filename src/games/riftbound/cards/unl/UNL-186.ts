import { defineCard } from "../types.js";

/**
 * Death from Below — Spell (Pyke signature), Fury/Chaos. Errata (Unleashed Errata Updates): "Then, if it had 3 Might
 * or less, do this:" — a reflexive trigger (CR 1.4 386-388) that goes on the chain after the spell finishes
 * resolving, so the card is in its owner's trash by then (157) and may be played from there for [A], an alternative
 * cost (560.1; a Power of any domain), its targets chosen as it is played (559.3). "It had 3 Might or less" is its
 * Might as it is killed, read just before the kill in the same instruction (nothing happens in between, 584.2); a
 * kill replaced by another effect still read that Might (docs/rules-decisions.md "Death from Below").
 */
export default defineCard({
  code: "UNL-186",
  name: "Death from Below",
  text: "Kill a unit at a battlefield. Then, if it had 3 :rb_might: or less, you may play this from your trash for :rb_rune_rainbow:.",
  errata: {
    text: "Kill a unit at a battlefield. Then, if it had 3 :rb_might: or less, do this: You may play this from your trash for :rb_rune_rainbow:.",
    source: "Unleashed errata (faq/riftboundoc-errata.json, jungaustin-errata.json)",
  },
  abilities: [
    {
      kind: "spell",
      targets: [{ id: "unit", filter: { type: "unit", at: "battlefield" } }],
      effects: [
        {
          op: "if",
          cond: { is: { target: "unit" }, filter: { type: "unit", maxMight: 3 } },
          then: [
            { op: "kill", what: { target: "unit" } },
            { op: "reflexive", ability: 1, about: { self: true } },
          ],
          else: [{ op: "kill", what: { target: "unit" } }],
        },
      ],
    },
    {
      kind: "triggered",
      reflexive: true,
      effects: [
        {
          op: "may",
          prompt: "Play Death from Below from your trash for [A]?",
          then: [{ op: "play", what: { self: true }, instead: { power: 1 } }],
        },
      ],
    },
  ],
});
