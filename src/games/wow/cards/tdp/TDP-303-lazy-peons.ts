import { wowCard } from "../types.js";

/** Lazy Peons (TDP-303): Horde Quest (Orc Hero Required: a deck restriction, 100.2b). */
export default wowCard({
  id: "TDP-303",
  name: "Lazy Peons",
  text: "Orc Hero Required <p> Lazy Peons enters play exhausted. <p> Exhaust Lazy Peons to complete this quest. <p> Reward: Draw a card.",
  powers: [
    { kind: "enters-exhausted" },
    { kind: "reward", cost: 0, exhaustSelf: true, targets: [], effects: [{ op: "draw", amount: 1, who: "you" }] },
  ],
});
