import { defineCard } from "../types.js";
import type { Condition } from "../types.js";

/** CR 1.4 828.1.b.1: while this has the Empowered status. */
const EMP: Condition = { is: { self: true }, filter: { state: ["empowered"] } };

/**
 * Helm of Suppression — Gear, Calm, 4 Energy + 1 Power. [Empower] [4][Calm] (CR 1.4 827). Opponents' spells cost [1]
 * more, or [1][rainbow] more while this is Empowered ("instead": one increase or the other, CR 1.4 356.3).
 */
export default defineCard({
  code: "VEN-045",
  name: "Helm of Suppression",
  text: "[Empower] :rb_energy_4::rb_rune_calm: (:rb_energy_4::rb_rune_calm:: Empower this. Use only if not Empowered.)\nOpponents' spells cost :rb_energy_1: more. If this is [Empowered], they cost :rb_energy_1::rb_rune_rainbow: more instead.",
  abilities: [
    {
      kind: "activated",
      empower: true,
      cost: { energy: 4, power: 1, powerDomain: "Calm" },
      effects: [{ op: "empower", what: { self: true } }],
    },
    {
      kind: "passive",
      passive: {
        kind: "cost",
        applies: { cards: { type: "spell" }, enemy: true },
        mod: { increase: { energy: 1 } },
        when: { not: EMP },
      },
    },
    {
      kind: "passive",
      passive: {
        kind: "cost",
        applies: { cards: { type: "spell" }, enemy: true },
        mod: { increase: { energy: 1, anyPower: 1 } },
        when: EMP,
      },
    },
  ],
});
