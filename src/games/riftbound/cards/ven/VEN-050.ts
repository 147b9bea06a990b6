import { defineCard } from "../types.js";

/**
 * Grumpy Rockbear — Unit, Mind, 4 Energy.
 * [Empower] [12], [1] less for each rune you control (an ability cost discount, 560.4, never below 0, 560.5;
 * CR 1.4 827); [Empowered] [Deflect] and [Shield 3] (828).
 */
export default defineCard({
  code: "VEN-050",
  name: "Grumpy Rockbear",
  text: "[Empower] :rb_energy_12:. This ability costs :rb_energy_1: less for each rune you control. (Pay the cost: Empower me. Use only if not Empowered.)\n[Empowered][>] I have [Deflect] and [Shield 3]. (Opponents must pay :rb_rune_rainbow: to choose me with a spell or ability.+3 :rb_might: while I'm a defender.)",
  abilities: [
    {
      kind: "activated",
      empower: true,
      cost: { energy: 12, discount: { energy: { count: { type: "rune", controller: "friendly" } } } },
      effects: [{ op: "empower", what: { self: true } }],
    },
    {
      kind: "passive",
      passive: { kind: "keyword", keyword: "Deflect", when: { is: { self: true }, filter: { state: ["empowered"] } } },
    },
    {
      kind: "passive",
      passive: { kind: "keyword", keyword: "Shield 3", when: { is: { self: true }, filter: { state: ["empowered"] } } },
    },
  ],
});
