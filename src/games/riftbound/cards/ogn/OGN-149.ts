import { defineCard } from "../types.js";

/** Carnivorous Snapvine — Unit, Body, 5 Energy + 2 Body Power, 6 Might. */
export default defineCard({
  code: "OGN-149",
  name: "Carnivorous Snapvine",
  text: "When you play me, choose an enemy unit at a battlefield. We deal damage equal to our Mights to each other.",
  abilities: [
    {
      kind: "triggered",
      on: "played",
      filter: { self: true },
      targets: [{ id: "enemy", filter: { type: "unit", controller: "enemy", at: "battlefield" } }],
      // The units deal the damage, not the ability (OFAQ-77: not prevented by Unyielding Spirit).
      effects: [{ op: "fight", a: { self: true }, b: { target: "enemy" } }],
    },
  ],
});
