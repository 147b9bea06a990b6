import { defineCard } from "../types.js";

/**
 * Virtuoso — Legend (Jhin), Fury/Mind. "When you play a spell, if you spent [4] or more" reads the spell's `played`
 * event (its total cost's Energy, CR 1.4 356-357; the event comes as the spell finishes resolving, 543.2, so "banish
 * it" takes it from where it went). The spells banished this way are linked to the legend (CR 1.4 393-397:
 * "banished with me"); at four, each goes to its owner's trash, then 4 runes are channeled and 1 card drawn.
 */
export default defineCard({
  code: "UNL-181",
  name: "Virtuoso",
  text: "When you play a spell, if you spent :rb_energy_4: or more, you may banish it. Then, if there are four spells banished with me, put each in its trash, channel 4 runes, and draw 1.",
  abilities: [
    {
      kind: "triggered",
      on: "played",
      filter: { player: "you", subject: { type: "spell" } },
      if: { compare: [{ eventData: "energySpent" }, { op: ">=", value: 4 }] },
      effects: [
        {
          op: "may",
          prompt: "Banish that spell with Virtuoso?",
          then: [{ op: "banish", what: { event: "object" }, linked: true }],
        },
        { op: "banishedWithThis", saveAs: "spells", cardType: "Spell" },
        {
          op: "if",
          cond: { compare: [{ countVar: "spells" }, { op: ">=", value: 4 }] },
          then: [
            { op: "toZone", what: { var: "spells" }, zone: "trash" },
            { op: "channel", n: 4 },
            { op: "draw", n: 1 },
          ],
        },
      ],
    },
  ],
});
