import { defineCard } from "../types.js";
import type { Condition } from "../types.js";

/** CR 1.4 828.1.b.1: "While I have the Empowered status, this card gains …". */
const EMP: Condition = { is: { self: true }, filter: { state: ["empowered"] } };

/**
 * Ambessa, Respected and Feared — Unit (Champion), Order, 5 Energy. [Empower] [1][Order][Order] (CR 1.4 827);
 * [Empowered] [Assault 2] and "When I attack" (the attacked event as it happened, 584.2): the enemy unit here with
 * less Might than mine is chosen as the trigger goes on the chain and checked again on resolution (563.2.c).
 */
export default defineCard({
  code: "VEN-136",
  name: "Ambessa, Respected and Feared",
  text: "[Empower] :rb_energy_1::rb_rune_order::rb_rune_order: (:rb_energy_1::rb_rune_order::rb_rune_order:: Empower me. Use only if not Empowered.)\n[Empowered][>] I have [Assault 2]. (+2 :rb_might: while I'm an attacker.)\n[Empowered][>] When I attack, kill an enemy unit here with less Might than me.",
  abilities: [
    {
      kind: "activated",
      empower: true,
      cost: { energy: 1, power: 2, powerDomain: "Order" },
      effects: [{ op: "empower", what: { self: true } }],
    },
    { kind: "passive", passive: { kind: "keyword", keyword: "Assault 2", when: EMP } },
    {
      kind: "triggered",
      on: "attacked",
      filter: { self: true, subject: { state: ["empowered"] } },
      targets: [
        {
          id: "unit",
          filter: {
            type: "unit",
            controller: "enemy",
            at: "here",
            might: { op: "<", value: { mightOf: { self: true } } },
          },
        },
      ],
      effects: [{ op: "kill", what: { target: "unit" } }],
    },
  ],
});
