import { wowCard } from "../types.js";

/** Piccolo of the Flaming Fire (HoA-310): Equipment (Item, Trinket (2)), 3. */
export default wowCard({
  id: "HoA-310",
  name: "Piccolo of the Flaming Fire",
  text: "1, [Exhaust] -> Exhaust all heroes and allies. Use only on your turn.",
  powers: [
    {
      kind: "payment",
      cost: { resources: 1, exhaustSelf: true },
      yourTurn: true,
      targets: [],
      effects: [{ op: "exhaust", what: "each-character" }],
    },
  ],
});
