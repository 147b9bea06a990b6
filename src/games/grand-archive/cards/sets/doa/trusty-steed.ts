/** Trusty Steed (ally, norm, reserve 4). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "FCbKYZcbNq",
  name: "Trusty Steed",
  text: "On Enter: Another target ally you control gets +2 POWER until end of turn.",
  abilities: [
    {
      kind: "trigger",
      on: "onEnter",
      effects: [
        { op: "pump", target: { kind: "target", filter: { type: "ally", controller: "you", other: true } }, power: 2 },
      ],
    },
  ],
});
