import { wowCard } from "../types.js";

/** Mias the Putrid (HoA-251): Ally, 2, 1 shadow / 1 health. */
export default wowCard({
  id: "HoA-251",
  name: "Mias the Putrid",
  text: "When Mias enters play, target player discards a card.",
  powers: [
    { kind: "enters", targets: [{ select: "player" }], effects: [{ op: "discard", amount: 1, who: { target: 0 } }] },
  ],
});
