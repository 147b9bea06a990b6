import { defineCard } from "../types.js";

/**
 * The Zero Drive — Gear (Equipment), Mind, 3 Energy. Might Bonus +2 (card data); Effect Text (jungaustin errata,
 * CR 1.4 395 example): "[Deathknell] — Banish me." — the equipped unit's Deathknell banishes it *with this* (linked,
 * CR 1.4 393-397). "[3][Mind], Banish this:" plays every unit still banished with it, ignoring their costs, one after
 * another (595.3, 560.1.a; each goes where its controller chooses, 559.2); only while unattached (577).
 */
export default defineCard({
  code: "SFD-090",
  name: "The Zero Drive",
  text: "[Equip] :rb_energy_1::rb_rune_mind: (:rb_energy_1::rb_rune_mind:: Attach this to a unit you control.)\n:rb_energy_3::rb_rune_mind:, Banish this: Play all units banished with this, ignoring their costs. (Use only if unattached.)",
  abilities: [
    {
      kind: "activated",
      equip: true,
      // CR 1.4 818.1.c.2: "[1][Mind rune]: Attach this to a unit you control." Own turn, open state.
      cost: { energy: 1, power: 1, powerDomain: "Mind" },
      targets: [{ id: "unit", filter: { type: "unit", controller: "friendly" } }],
      effects: [{ op: "attach", what: { self: true }, to: { target: "unit" } }],
    },
    {
      kind: "activated",
      cost: { energy: 3, power: 1, powerDomain: "Mind", banishSelf: true },
      useOnlyIf: { not: { is: { self: true }, filter: { state: ["attached"] } } },
      effects: [
        { op: "banishedWithThis", saveAs: "units", cardType: "Unit" },
        {
          op: "forEach",
          what: { var: "units" },
          as: "unit",
          effects: [{ op: "play", what: { var: "unit" }, cost: "ignore" }],
        },
      ],
    },
    {
      kind: "triggered",
      attached: true,
      on: "died",
      filter: { self: true },
      zone: "trash",
      effects: [{ op: "banish", what: { self: true }, linked: true }],
    },
  ],
});
