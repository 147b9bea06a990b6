import { defineCard } from "../types.js";

/** Challenge — Spell, Body, 2 Energy + 1 Body Power. Action. */
export default defineCard({
  code: "OGN-128",
  name: "Challenge",
  text: "[Action] (Play on your turn or in showdowns.)\nChoose a friendly unit and an enemy unit. They deal damage equal to their Mights to each other.",
  abilities: [
    {
      kind: "spell",
      targets: [
        { id: "friendly", filter: { type: "unit", controller: "friendly" } },
        { id: "enemy", filter: { type: "unit", controller: "enemy" } },
      ],
      effects: [{ op: "fight", a: { target: "friendly" }, b: { target: "enemy" } }],
    },
  ],
});
