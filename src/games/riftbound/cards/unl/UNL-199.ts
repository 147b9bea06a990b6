import { defineCard } from "../types.js";

/**
 * Deceiver — Legend (LeBlanc), Mind/Order. Errata (Unleashed Errata Updates): "Then do this:" — a reflexive trigger
 * (CR 1.4 386-388). The optional cost (discard 1 and exhaust me, 598.2.a) is asked as the trigger resolves; the ready
 * Reflection token (187.6) is played "there", at the conquered or held battlefield. The unit to copy is chosen as the
 * reflexive trigger goes on the chain (FAQ "Zilean, Time Mage and Deceiver": "chosen on finalization"), among the
 * other units there; it is "up to one" so that, with none left there, the Reflection still gets [Temporary]
 * (docs/rules-decisions.md "Copies"). The copy takes the copyable traits and printed Might (477.1.b).
 */
export default defineCard({
  code: "UNL-199",
  name: "Deceiver",
  text: "When you conquer or hold, you may discard 1 and exhaust me to play a ready Reflection unit token there. It becomes a copy of another unit there. Give it [Temporary].",
  errata: {
    text: "When you conquer or hold, you may discard 1 and exhaust me to play a ready Reflection unit token there. Then do this: It becomes a copy of another unit there. Give it [Temporary].",
    source: "Unleashed errata (faq/riftboundoc-errata.json, jungaustin-errata.json)",
  },
  abilities: [
    {
      kind: "triggered",
      on: ["conquered", "held"],
      filter: { player: "you" },
      effects: [
        {
          op: "may",
          prompt: "Discard 1 and exhaust Deceiver to play a ready Reflection there?",
          cost: { discard: 1, exhaustSelf: true },
          then: [
            { op: "token", token: "Reflection", n: 1, at: "eventBattlefield", ready: true, saveAs: "reflection" },
            { op: "reflexive", ability: 1, about: { var: "reflection" } },
          ],
        },
      ],
    },
    {
      kind: "triggered",
      reflexive: true,
      targets: [
        {
          id: "model",
          filter: { type: "unit", at: { locationOf: { event: "object" } }, notEventObject: true },
          upTo: true,
        },
      ],
      effects: [
        { op: "becomeCopy", what: { event: "object" }, of: { target: "model" } },
        { op: "keyword", what: { event: "object" }, keyword: "Temporary", duration: "permanent" },
      ],
    },
  ],
});
