import { defineCard } from "../types.js";

/**
 * Clash of Giants — Spell, Body, 6 Energy + 2 Power.
 * Both Mights are read first, then each deals damage equal to its Might to the other (as Challenge; 139.3).
 */
export default defineCard({
  code: "UNL-110",
  name: "Clash of Giants",
  text: "Choose two units. They deal damage equal to their Mights to each other.",
  abilities: [
    {
      kind: "spell",
      targets: [
        { id: "a", filter: { type: "unit" } },
        { id: "b", filter: { type: "unit" }, distinctFrom: "a" },
      ],
      effects: [{ op: "fight", a: { target: "a" }, b: { target: "b" } }],
    },
  ],
});
