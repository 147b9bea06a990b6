import { defineCard } from "../types.js";

/** Bloodharbor Ripper — Legend, Fury + Chaos (Pyke). The unit is chosen as the ability is played (559.3). */
export default defineCard({
  code: "UNL-185",
  name: "Bloodharbor Ripper",
  text: ':rb_energy_1:, :rb_exhaust:: Return a friendly unit at a battlefield to its owner\'s hand. Play a Gold gear token exhausted. (It has "[Reaction][>] Kill this, :rb_exhaust:: [Add] :rb_rune_rainbow:.")',
  abilities: [
    {
      kind: "activated",
      cost: { energy: 1, exhaust: true },
      targets: [{ id: "unit", filter: { type: "unit", controller: "friendly", at: "battlefield" } }],
      effects: [
        { op: "returnToHand", what: { target: "unit" } },
        { op: "token", token: "Gold", n: 1, at: "base" },
      ],
    },
  ],
});
