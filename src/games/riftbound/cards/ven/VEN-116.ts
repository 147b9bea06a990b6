import { defineCard } from "../types.js";

/**
 * Dragon Form — Spell, Order, 3 Energy.
 * "Its base Might becomes 5 this turn": a trait-layer change (637.1.a.1); buffs and other modifiers still apply on top. [Flow] [3] (CR 1.4 829).
 */
export default defineCard({
  code: "VEN-116",
  name: "Dragon Form",
  text: "Choose a unit. Its base Might becomes 5 this turn.\n[Flow] :rb_energy_3: (You may play this from your trash for its Flow cost. Then banish it.)",
  abilities: [
    {
      kind: "spell",
      targets: [{ id: "unit", filter: { type: "unit" } }],
      effects: [{ op: "setMight", what: { target: "unit" }, value: 5, duration: "turn" }],
    },
    { kind: "passive", passive: { kind: "flow", energy: 3 } },
  ],
});
