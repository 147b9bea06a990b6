import { defineCard } from "../types.js";

/**
 * Twilight Shroud — Spell, Calm, 1 Energy.
 * "It can't be chosen by enemy spells and abilities this turn" (567; `cantBeChosen`). [Flow] [2] (CR 1.4 829).
 */
export default defineCard({
  code: "VEN-031",
  name: "Twilight Shroud",
  text: "Give a friendly unit +1 :rb_might: this turn. It can't be chosen by enemy spells and abilities this turn.\n[Flow] :rb_energy_2: (You may play this from your trash for its Flow cost. Then banish it.)",
  abilities: [
    {
      kind: "spell",
      targets: [{ id: "unit", filter: { type: "unit", controller: "friendly" } }],
      effects: [
        { op: "might", what: { target: "unit" }, amount: 1, duration: "turn" },
        { op: "cantBeChosen", what: { target: "unit" }, by: "enemy", duration: "turn" },
      ],
    },
    { kind: "passive", passive: { kind: "flow", energy: 2 } },
  ],
});
