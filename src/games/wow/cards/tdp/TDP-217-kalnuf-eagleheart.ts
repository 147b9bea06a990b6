import { wowCard } from "../types.js";

/** Kalnuf Eagleheart (TDP-217): Horde Ally, Tauren Hunter, 2, 3 ATK / 2 health. */
export default wowCard({
  id: "TDP-217",
  name: "Kalnuf Eagleheart",
  text: "When Kalnuf Eagleheart enters play, look at target player's hand.",
  powers: [{ kind: "enters", targets: [{ select: "player" }], effects: [{ op: "look-at-hand", who: { target: 0 } }] }],
});
