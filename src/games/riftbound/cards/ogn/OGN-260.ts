import { defineCard } from "../types.js";

/** Last Breath — Spell (Signature, Yasuo), Calm/Chaos, 3 Energy + 2 Power. Action. */
export default defineCard({
  code: "OGN-260",
  name: "Last Breath",
  text: "[Action] (Play on your turn or in showdowns.)\nReady a friendly unit. It deals damage equal to its Might to an enemy unit at a battlefield.",
  abilities: [
    {
      kind: "spell",
      targets: [
        { id: "friendly", filter: { type: "unit", controller: "friendly" } },
        { id: "enemy", filter: { type: "unit", controller: "enemy", at: "battlefield" } },
      ],
      effects: [
        { op: "ready", what: { target: "friendly" } },
        // 563.2.c.8: a friendly unit that is no longer a legal target has 0 Might, so it deals no damage.
        { op: "damage", amount: { mightOf: { target: "friendly" } }, to: { target: "enemy" } },
      ],
    },
  ],
});
