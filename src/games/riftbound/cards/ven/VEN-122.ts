import { defineCard } from "../types.js";

/** Solari Sunhawk — Unit, Order, 3 Energy. [Empower] [2] (CR 1.4 827); [Empowered] +1 Might and [Deflect 2] (828). */
export default defineCard({
  code: "VEN-122",
  name: "Solari Sunhawk",
  text: "[Empower] :rb_energy_2: (:rb_energy_2:: Empower me. Use only if not Empowered.)\n[Empowered][>] I have +1 :rb_might: and [Deflect 2]. (Opponents must pay :rb_rune_rainbow::rb_rune_rainbow: to choose me with a spell or ability.)",
  abilities: [
    { kind: "activated", empower: true, cost: { energy: 2 }, effects: [{ op: "empower", what: { self: true } }] },
    {
      kind: "passive",
      passive: { kind: "might", amount: 1, when: { is: { self: true }, filter: { state: ["empowered"] } } },
    },
    {
      kind: "passive",
      passive: {
        kind: "keyword",
        keyword: "Deflect 2",
        when: { is: { self: true }, filter: { state: ["empowered"] } },
      },
    },
  ],
});
