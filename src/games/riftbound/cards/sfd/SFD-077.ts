import { defineCard } from "../types.js";

/**
 * Rocket Barrage — Spell, Mind, 4 Energy + 1 Mind. [Repeat] [4][Mind] (CR 1.4 820).
 * "Choose one —" is chosen as the spell is played (CR 1.4 355.3) together with its target; the two modes' targets are
 * disjoint (a unit in a base, a gear), so the one chosen object names the mode: one target spec matching either, and
 * on resolution a unit is dealt 4, a gear is killed. Repeat chooses again, mode and target (820.2.a: the same or
 * another; two gear are killed in the order chosen).
 */
export default defineCard({
  code: "SFD-077",
  name: "Rocket Barrage",
  text: "[Repeat] :rb_energy_4::rb_rune_mind: (You may pay the additional cost to repeat this spell's effect, and may make different choices.)\nChoose one —\n- Deal 4 to a unit in a base.\n- Kill a gear.",
  abilities: [
    {
      kind: "passive",
      passive: { kind: "additionalCost", optional: true, cost: "repeat", energy: 4, power: { n: 1, domain: "Mind" } },
    },
    {
      kind: "spell",
      targets: [{ id: "mode", filter: { anyOf: [{ type: "unit", at: "base" }, { type: "gear" }] } }],
      effects: [
        {
          op: "if",
          cond: { is: { target: "mode" }, filter: { type: "unit" } },
          then: [{ op: "damage", amount: 4, to: { target: "mode" } }],
          else: [{ op: "kill", what: { target: "mode" } }],
        },
      ],
    },
  ],
});
