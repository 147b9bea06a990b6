import { defineCard } from "../types.js";

/**
 * Bone Skewer — Spell, Chaos, 2 Energy + 1 Chaos. [Hidden] printed. Errata (Riot, jungaustin-errata.json): "If they
 * do, then do this: [Stun] it." The battlefield is chosen as it is played (163.7); the opponent is chosen as it
 * resolves, reveals their hand (600), the caster may choose a unit from it, and that opponent plays it to that
 * battlefield ignoring its cost (595.3, 560.1.a; OFAQ-67: the effect names the place), resolving at once; only a
 * unit actually played is stunned (599).
 */
export default defineCard({
  code: "UNL-139",
  name: "Bone Skewer",
  text: "[Hidden] (Hide now for :rb_rune_rainbow: to react with later for :rb_energy_0:.)\nChoose a battlefield. An opponent reveals their hand. You may choose a unit from it. They play that unit to that battlefield, ignoring any and all costs. When they do, [Stun] it. (It doesn't deal combat damage this turn.)",
  errata: {
    text: "[Hidden] (Hide now for :rb_rune_rainbow: to react with later for :rb_energy_0:.)\nChoose a battlefield. An opponent reveals their hand. You may choose a unit from it. They play that unit to that battlefield, ignoring any and all costs. If they do, then do this: [Stun] it. (It doesn't deal combat damage this turn.)",
    source: 'Unleashed errata (faq/riftboundoc-errata.json, jungaustin-errata.json); printed "When they do"',
  },
  abilities: [
    {
      kind: "spell",
      targets: [{ id: "bf", battlefield: true, filter: { type: "battlefield" } }],
      effects: [
        { op: "chooseOpponent", saveAs: "them" },
        { op: "actAs", seat: null, seatVar: "them" },
        { op: "reveal", what: { all: { at: "hand" } }, saveAs: "hand" },
        { op: "actAs", seat: null },
        {
          op: "chooseFromZone",
          filter: { cardType: "Unit" },
          among: "hand",
          count: 1,
          optional: true,
          saveAs: "unit",
        },
        { op: "actAs", seat: null, seatVar: "them" },
        { op: "play", what: { var: "unit" }, cost: "ignore", unitTo: { target: "bf" }, resolveAtOnce: true },
        { op: "actAs", seat: null },
        {
          op: "if",
          cond: { is: { var: "unit" }, filter: { type: "unit", at: "battlefield" } },
          then: [{ op: "stun", what: { var: "unit" } }],
        },
      ],
    },
  ],
});
