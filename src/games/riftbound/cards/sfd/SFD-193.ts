import { defineCard } from "../types.js";

const EQUIPMENT = { type: "gear", tag: "Equipment", controller: "friendly" } as const;
const UNIT = { type: "unit", controller: "friendly" } as const;

/**
 * Grandmaster at Arms — Legend (Jax), Calm + Body. Two activated abilities (577) choosing an Equipment you control
 * (detached, or attached: `state: ["attached"]`, CR 1.4 434) and a unit you control as they are activated. RQ Vegas
 * 2026 ruling: the second ability naming an Equipment and the unit it is already attached to detaches it, then
 * attaches it again (CR 1.4 435, 434), so "when you attach" abilities see it.
 */
export default defineCard({
  code: "SFD-193",
  name: "Grandmaster at Arms",
  text: ":rb_energy_1:, :rb_exhaust:: Attach a detached Equipment you control to a unit you control.\n:rb_exhaust:: Attach an attached Equipment you control to a unit you control.",
  abilities: [
    {
      kind: "activated",
      cost: { energy: 1, exhaust: true },
      targets: [
        { id: "equipment", filter: { ...EQUIPMENT, not: { state: ["attached"] } } },
        { id: "unit", filter: UNIT },
      ],
      effects: [{ op: "attach", what: { target: "equipment" }, to: { target: "unit" } }],
    },
    {
      kind: "activated",
      cost: { exhaust: true },
      targets: [
        { id: "equipment", filter: { ...EQUIPMENT, state: ["attached"] } },
        { id: "unit", filter: UNIT },
      ],
      effects: [
        {
          // Bound once: after the detach it is no longer "attached", yet it is still the card to attach.
          op: "forEach",
          what: { target: "equipment" },
          as: "equipment",
          effects: [
            { op: "detach", what: { var: "equipment" } },
            { op: "attach", what: { var: "equipment" }, to: { target: "unit" } },
          ],
        },
      ],
    },
  ],
});
