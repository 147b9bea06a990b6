import { defineCard } from "../types.js";

/**
 * Shadow — Unit (Signature), Calm/Chaos, 3 Energy.
 * Signature. "If you play me to a battlefield, I enter ready": read as she enters (563.1.c). "[Action]" ability: usable in showdowns (508.1.a).
 */
export default defineCard({
  code: "UNL-194",
  name: "Shadow",
  text: "If you play me to a battlefield, I enter ready.\n[Action][>] :rb_energy_1::rb_rune_rainbow:, :rb_exhaust:: [Stun] an enemy unit attacking here. (It doesn't deal combat damage this turn.)",
  abilities: [
    {
      kind: "passive",
      passive: { kind: "enters", state: "ready", when: { is: { self: true }, filter: { at: "battlefield" } } },
    },
    {
      kind: "activated",
      cost: { energy: 1, power: 1, exhaust: true },
      timing: "action",
      targets: [{ id: "enemy", filter: { type: "unit", controller: "enemy", state: ["attacking"], at: "here" } }],
      effects: [{ op: "stun", what: { target: "enemy" } }],
    },
  ],
});
