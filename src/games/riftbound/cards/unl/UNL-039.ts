import { defineCard } from "../types.js";

/**
 * Soul Sword — Gear, Calm, 1 Energy.
 * Equipment, Might Bonus +1 (printed). Effect Text: "[Level 3] I have an additional +1 Might" — the equipped unit gets it while the Soul Sword's controller has 3 XP (CR 1.4 136.2, 824.1.c).
 */
export default defineCard({
  code: "UNL-039",
  name: "Soul Sword",
  text: "[Equip] :rb_rune_calm: (:rb_rune_calm:: Attach this to a unit you control.)",
  abilities: [
    {
      kind: "activated",
      equip: true,
      // CR 1.4 818.1.c.2: "[cost]: Attach this to a unit you control."
      cost: { power: 1, powerDomain: "Calm" },
      targets: [{ id: "unit", filter: { type: "unit", controller: "friendly" } }],
      effects: [{ op: "attach", what: { self: true }, to: { target: "unit" } }],
    },
    { kind: "passive", attached: true, passive: { kind: "might", amount: 1, when: { xpAtLeast: 3 } } },
  ],
});
