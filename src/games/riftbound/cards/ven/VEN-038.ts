import { defineCard } from "../types.js";

/**
 * Akali, Silent — Unit (Champion), Calm, 4 Energy + 1 Power. "I can't be chosen by enemy spells and abilities unless
 * I'm in combat" is a passive `cantBeChosen` (567) while not in combat (620); "When I move to a battlefield" (608).
 */
export default defineCard({
  code: "VEN-038",
  name: "Akali, Silent",
  text: "I can't be chosen by enemy spells and abilities unless I'm in combat.\nWhen I move to a battlefield, give me +2 :rb_might: this turn.",
  abilities: [
    {
      kind: "passive",
      passive: { kind: "cantBeChosen", by: "enemy", when: { not: { is: { self: true }, filter: { inCombat: true } } } },
    },
    {
      kind: "triggered",
      on: "moved",
      filter: { self: true, data: { toBattlefield: true } },
      effects: [{ op: "might", what: { self: true }, amount: 2, duration: "turn" }],
    },
  ],
});
