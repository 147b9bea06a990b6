import { defineCard } from "../types.js";

/**
 * Angle Shot — Spell, Fury, 2 Energy. [Reaction] is printed. "Choose a unit and an Equipment with the same
 * controller" (two choices made as it is played, 559.3; the Equipment's controller is the unit's, checked again on
 * resolution, 563.2.c). "Attach that Equipment to that unit or detach that Equipment from that unit": chosen as it
 * resolves (CR 1.4 434, 435; detaching does nothing unless it is attached to that unit). Then draw 1 (591).
 */
export default defineCard({
  code: "SFD-011",
  name: "Angle Shot",
  text: "[Reaction] (Play any time, even before spells and abilities resolve.)\nChoose a unit and an Equipment with the same controller. Attach that Equipment to that unit or detach that Equipment from that unit. Draw 1.",
  abilities: [
    {
      kind: "spell",
      targets: [
        { id: "unit", filter: { type: "unit" } },
        { id: "equipment", filter: { type: "gear", tag: "Equipment" }, sameControllerAs: "unit" },
      ],
      effects: [
        {
          op: "modes",
          prompt: "Angle Shot: attach that Equipment to that unit, or detach it from that unit?",
          modes: [
            { label: "Attach", effects: [{ op: "attach", what: { target: "equipment" }, to: { target: "unit" } }] },
            { label: "Detach", effects: [{ op: "detach", what: { target: "equipment" }, from: { target: "unit" } }] },
          ],
        },
        { op: "draw", n: 1 },
      ],
    },
  ],
});
