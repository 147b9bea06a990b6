import { wowCard } from "../types.js";

/** The Immovable Object (TDP-254): Equipment (Armor, Off-Hand (1), Shield), 4, 5 DEF. */
export default wowCard({
  id: "TDP-254",
  name: "The Immovable Object",
  text: "Destroy The Immovable Object -> Destroy all weapons named The Unstoppable Force.",
  powers: [
    {
      kind: "payment",
      cost: { resources: 0, destroySelf: true },
      targets: [],
      effects: [{ op: "destroy", what: { named: "The Unstoppable Force" } }],
    },
  ],
});
