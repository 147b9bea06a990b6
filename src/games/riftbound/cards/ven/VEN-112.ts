import { defineCard } from "../types.js";

/**
 * Zed, Without a Sound — Unit (Champion), Chaos, 5 Energy.
 * "Move me and a Shadow Clone you control to each other's locations" is a swap (not standard moves, OFAQ-04/65); the Clone is chosen as the ability is activated. Action timing (806).
 */
export default defineCard({
  code: "VEN-112",
  name: "Zed, Without a Sound",
  text: 'When I conquer, play a 0 :rb_might: Shadow Clone unit token to your base. (It has "When I attack, you may banish a unit from your trash. If you do, give me [Assault 4] this turn.")\n[Action][>] :rb_energy_1::rb_rune_chaos:: Move me and a Shadow Clone you control to each other\'s locations.',
  abilities: [
    {
      kind: "triggered",
      on: "conquered",
      filter: { player: "you", here: true },
      effects: [{ op: "token", token: "Shadow Clone", n: 1, at: "base" }],
    },
    {
      kind: "activated",
      timing: "action",
      cost: { energy: 1, power: 1, powerDomain: "Chaos" },
      targets: [{ id: "clone", filter: { type: "unit", controller: "friendly", name: "Shadow Clone" } }],
      effects: [{ op: "swap", a: { self: true }, b: { target: "clone" } }],
    },
  ],
});
