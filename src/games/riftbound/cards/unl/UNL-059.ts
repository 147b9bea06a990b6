import { type Condition, defineCard } from "../types.js";

/** [Level N] up to (not including) the next level whose discount replaces it ("instead", CR 1.4 824). */
const level = (n: number, next?: number): Condition =>
  next === undefined ? { xpAtLeast: n } : { and: [{ xpAtLeast: n }, { not: { xpAtLeast: next } }] };

/**
 * Master Yi, Unstoppable — Unit (Champion), Calm, 12 Energy + 3 Calm. Each [Level N] discount is a cost change of
 * the card itself (560.4, 570.2) while his controller has N+ XP (CR 1.4 824.1.c); "instead": only the highest one
 * applies. [Level 16]: he can't be chosen by enemy spells and abilities (567).
 */
export default defineCard({
  code: "UNL-059",
  name: "Master Yi, Unstoppable",
  text: "[Level 3][>] I cost :rb_energy_2::rb_rune_calm: less. (While you have 3+ XP, get the effect.)\n[Level 6][>] I cost :rb_energy_4::rb_rune_calm::rb_rune_calm: less instead.\n[Level 11][>] I cost :rb_energy_6::rb_rune_calm::rb_rune_calm::rb_rune_calm: less instead.\n[Level 16][>] I can't be chosen by enemy spells and abilities.",
  abilities: [
    {
      kind: "passive",
      passive: {
        kind: "cost",
        mod: { discount: { energy: 2, power: { n: 1, domain: "Calm" } } },
        applies: { self: true },
        when: level(3, 6),
      },
    },
    {
      kind: "passive",
      passive: {
        kind: "cost",
        mod: { discount: { energy: 4, power: { n: 2, domain: "Calm" } } },
        applies: { self: true },
        when: level(6, 11),
      },
    },
    {
      kind: "passive",
      passive: {
        kind: "cost",
        mod: { discount: { energy: 6, power: { n: 3, domain: "Calm" } } },
        applies: { self: true },
        when: level(11),
      },
    },
    { kind: "passive", passive: { kind: "cantBeChosen", by: "enemy", when: level(16) } },
  ],
});
