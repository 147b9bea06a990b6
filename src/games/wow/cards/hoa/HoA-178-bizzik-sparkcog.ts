import { wowCard } from "../types.js";

/** Bizzik Sparkcog (HoA-178): Alliance Ally, 4, 2 fire / 4 health: an ally in the party destroyed as a cost (402.1). */
export default wowCard({
  id: "HoA-178",
  name: "Bizzik Sparkcog",
  text: "[Exhaust], Destroy an ally in your party -> Draw a card.",
  powers: [
    {
      kind: "payment",
      cost: { resources: 0, exhaustSelf: true, destroyAlly: {} },
      targets: [],
      effects: [{ op: "draw", amount: 1, who: "you" }],
    },
  ],
});
