import { wowCard } from "../types.js";

/** Invulnerable Mail (HoA-296): Equipment (Armor, Chest (1), Mail), 7, 6 DEF. */
export default wowCard({
  id: "HoA-296",
  name: "Invulnerable Mail",
  text: "Destroy two of your resources -> Ready Invulnerable Mail",
  powers: [
    {
      kind: "payment",
      cost: { resources: 0, destroyResources: 2 },
      targets: [],
      effects: [{ op: "ready", what: "self" }],
    },
  ],
});
