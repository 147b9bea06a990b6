import { wowCard } from "../types.js";

/** Rayder (HoA-45): Ally (Wolf, Pet (1)), 2, Hunter, 2 melee / 2 health. */
export default wowCard({
  id: "HoA-45",
  name: "Rayder",
  text: "[Exhaust] -> Allies in your party have +2 ATK while attacking this turn.",
  powers: [
    {
      kind: "payment",
      cost: { resources: 0, exhaustSelf: true },
      targets: [],
      effects: [{ op: "allies-atk-attacking-this-turn", amount: 2 }],
    },
  ],
});
