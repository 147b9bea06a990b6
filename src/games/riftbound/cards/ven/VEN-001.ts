import { defineCard } from "../types.js";

/**
 * Baccai Sandspinner — Unit, Fury, 6 Energy.
 * [Empower] [5], [3] less while you control 4 or fewer runes (an ability cost discount, 560.4, CR 1.4 827);
 * [Empowered] [Deflect] and [Assault 2] (828).
 */
export default defineCard({
  code: "VEN-001",
  name: "Baccai Sandspinner",
  text: "[Empower] :rb_energy_5:. This ability costs :rb_energy_3: less if you control 4 or fewer runes. (Pay the cost: Empower me. Use only if not Empowered.)\n[Empowered][>] I have [Deflect] and [Assault 2]. (Opponents must pay :rb_rune_rainbow: to choose me with a spell or ability. +2 :rb_might: while I'm an attacker.)",
  abilities: [
    {
      kind: "activated",
      empower: true,
      cost: {
        energy: 5,
        discount: {
          energy: 3,
          when: { compare: [{ count: { type: "rune", controller: "friendly" } }, { op: "<=", value: 4 }] },
        },
      },
      effects: [{ op: "empower", what: { self: true } }],
    },
    {
      kind: "passive",
      passive: { kind: "keyword", keyword: "Deflect", when: { is: { self: true }, filter: { state: ["empowered"] } } },
    },
    {
      kind: "passive",
      passive: {
        kind: "keyword",
        keyword: "Assault 2",
        when: { is: { self: true }, filter: { state: ["empowered"] } },
      },
    },
  ],
});
