import { wowCard } from "../types.js";

/** Leeroy Jenkins (HoA-198): Alliance Ally, Human, 4, 6/1 (saying the line is the whole cost of the second power). */
export default wowCard({
  id: "HoA-198",
  name: "Leeroy Jenkins",
  text: 'When Leeroy Jenkins enters play, exhaust all other allies in your party. They can\'t ready during your next ready step. <p> Say "Leeeerooooy Jenkins!" -> Leeroy has Ferocity this turn.',
  powers: [
    {
      kind: "enters",
      targets: [],
      effects: [
        { op: "exhaust", what: "other-allies-in-your-party" },
        { op: "cant-ready-next", what: "other-allies-in-your-party" },
      ],
    },
    {
      kind: "payment",
      cost: { resources: 0 },
      targets: [],
      effects: [{ op: "keyword-this-turn", what: "self", keyword: "Ferocity" }],
    },
  ],
});
