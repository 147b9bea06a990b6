import { defineCard } from "../types.js";

/** The Harrowing — Spell, Chaos. The unit is a target in your trash (559.3); its Power cost is still paid (560.1.b). */
export default defineCard({
  code: "OGN-198",
  name: "The Harrowing",
  text: "Play a unit from your trash, ignoring its Energy cost. (You must still pay its Power cost.)",
  abilities: [
    {
      kind: "spell",
      targets: [{ id: "unit", filter: { at: "trash", cardType: "Unit" } }],
      effects: [{ op: "play", what: { target: "unit" }, cost: "ignoreEnergy" }],
    },
  ],
});
