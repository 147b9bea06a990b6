import { type Condition, defineCard } from "../types.js";

/** CR 1.4 828.1.b.1: "While I have the Empowered status, this card gains …". */
const EMP: Condition = { is: { self: true }, filter: { state: ["empowered"] } };

/**
 * Mel, Newly Awakened — Unit (Champion), Mind, 4 Energy + 1 Mind, 4 Might. [Empower] [3] (CR 1.4 827). Empowered: her
 * controller's spells can't be countered (601; abilities are never countered by this engine's `counter`, which
 * names spells), and a `might` loss their spells and abilities give to a unit they choose is 1 greater (CR 1.4 367).
 */
export default defineCard({
  code: "VEN-069",
  name: "Mel, Newly Awakened",
  text: "When you play me, draw 1.\n[Empower] :rb_energy_3: (:rb_energy_3:: Empower me. Use only if not Empowered.)\n[Empowered][>] Your spells and abilities can't be countered. If a spell or ability you control would give -:rb_might: to a unit it chooses, it gives an additional -1 :rb_might:.",
  abilities: [
    { kind: "triggered", on: "played", filter: { self: true }, effects: [{ op: "draw", n: 1 }] },
    { kind: "activated", empower: true, cost: { energy: 3 }, effects: [{ op: "empower", what: { self: true } }] },
    { kind: "passive", passive: { kind: "uncounterable", of: "yours", when: EMP } },
    { kind: "passive", passive: { kind: "mightLossBonus", amount: 1, when: EMP } },
  ],
});
