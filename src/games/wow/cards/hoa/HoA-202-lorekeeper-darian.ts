import { wowCard } from "../types.js";

/** Lorekeeper Darian (HoA-202): Alliance Ally, Human, 6, 2/6. */
export default wowCard({
  id: "HoA-202",
  name: "Lorekeeper Darian",
  text: "X, [Exhaust] -> Target player puts the top X cards of his deck into his graveyard.",
  powers: [
    {
      kind: "payment",
      cost: { resources: 0, x: true, exhaustSelf: true },
      targets: [{ select: "player" }],
      effects: [{ op: "deck-top-to-graveyard", count: "x", who: { target: 0 } }],
    },
  ],
});
