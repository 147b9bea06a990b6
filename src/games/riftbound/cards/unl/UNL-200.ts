import { defineCard } from "../types.js";

/**
 * Mirror Image — Spell (LeBlanc signature), Mind/Order, 3 Energy + 2 Power. Errata (Unleashed Errata Updates):
 * "Then do this:" — a reflexive trigger (CR 1.4 386-388) that makes the ready Reflection token (187.6) a copy of the
 * unit chosen on play (477.1.b; its printed Might too, docs/rules-decisions.md "Copies") and gives it [Temporary]
 * (no printed duration, 713.3.a.3). If that unit is gone by then, the Reflection stays a 0 Might token that still gets
 * [Temporary] (563.2.c). The token does not get the copied card's play effects (UNL-T06).
 */
export default defineCard({
  code: "UNL-200",
  name: "Mirror Image",
  text: "Choose a unit. Play a ready Reflection unit token to your base. It becomes a copy of that unit. Give it [Temporary]. (Kill it at the start of its controller's Beginning Phase, before scoring.)",
  errata: {
    text: "Choose a unit. Play a ready Reflection unit token to your base. Then do this: It becomes a copy of that unit. Give it [Temporary]. (Kill it at the start of its controller's Beginning Phase, before scoring.)",
    source: "Unleashed errata (faq/riftboundoc-errata.json, jungaustin-errata.json)",
  },
  abilities: [
    {
      kind: "spell",
      targets: [{ id: "unit", filter: { type: "unit" } }],
      effects: [
        { op: "token", token: "Reflection", n: 1, at: "base", ready: true, saveAs: "reflection" },
        { op: "reflexive", ability: 1, about: { var: "reflection" }, with: { target: "unit" } },
      ],
    },
    {
      kind: "triggered",
      reflexive: true,
      effects: [
        { op: "becomeCopy", what: { event: "object" }, of: { event: "other" } },
        { op: "keyword", what: { event: "object" }, keyword: "Temporary", duration: "permanent" },
      ],
    },
  ],
});
