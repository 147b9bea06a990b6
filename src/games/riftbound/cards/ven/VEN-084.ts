import { defineCard } from "../types.js";

/**
 * Ambessa, The Wolf — Unit (Champion), Body, 4 Energy.
 * [Empower] [3][Body] (CR 1.4 827). [Empowered] +3 Might; "can't be dealt damage unless I'm in combat" is a "prevent"
 * replacement (571) of all damage to me while Empowered and not in combat (568.3).
 */
export default defineCard({
  code: "VEN-084",
  name: "Ambessa, The Wolf",
  text: "[Empower] :rb_energy_3::rb_rune_body: (:rb_energy_3::rb_rune_body:: Empower me. Use only if not Empowered.)\n[Empowered][>] I have +3 :rb_might: and can't be dealt damage unless I'm in combat.",
  abilities: [
    {
      kind: "activated",
      empower: true,
      cost: { energy: 3, power: 1, powerDomain: "Body" },
      effects: [{ op: "empower", what: { self: true } }],
    },
    {
      kind: "passive",
      passive: { kind: "might", amount: 3, when: { is: { self: true }, filter: { state: ["empowered"] } } },
    },
    {
      kind: "passive",
      passive: {
        kind: "replace",
        event: "damaged",
        filter: { self: true },
        with: "prevent",
        when: {
          and: [
            { is: { self: true }, filter: { state: ["empowered"] } },
            { not: { is: { self: true }, filter: { inCombat: true } } },
          ],
        },
      },
    },
  ],
});
