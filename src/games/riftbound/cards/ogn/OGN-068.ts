import { defineCard } from "../types.js";

/** Caitlyn, Patrolling — Unit (Champion), Calm, 3 Energy + 1 Calm Power. */
export default defineCard({
  code: "OGN-068",
  name: "Caitlyn, Patrolling",
  text: "I must be assigned combat damage last.\n:rb_exhaust:: Deal damage equal to my Might to a unit at a battlefield. Use this ability only while I'm at a battlefield.",
  abilities: [
    { kind: "passive", passive: { kind: "assignedDamageLast" } }, // 626.1.d
    {
      kind: "activated",
      cost: { exhaust: true },
      onlyAtBattlefield: true,
      targets: [{ id: "unit", filter: { type: "unit", at: "battlefield" } }],
      effects: [{ op: "damage", amount: { mightOf: { self: true } }, to: { target: "unit" } }],
    },
  ],
});
