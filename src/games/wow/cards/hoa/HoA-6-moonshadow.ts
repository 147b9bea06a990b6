import { wowCard } from "../types.js";

/** Moonshadow (HoA-6): Hero, Alliance Night Elf Druid (Restoration), 27 health. */
export default wowCard({
  id: "HoA-6",
  name: "Moonshadow",
  text: "3, Flip Moonshadow -> Shuffle your hand into your deck, then draw that many cards.",
  powers: [
    {
      kind: "payment",
      cost: { resources: 3, flip: true },
      targets: [],
      effects: [{ op: "hand-to-deck-then-draw", place: "shuffle" }],
    },
  ],
});
