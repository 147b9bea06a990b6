import { wowCard } from "../types.js";

/** Blink (HoA-48): Instant Ability (Arcane), 2. */
export default wowCard({
  id: "HoA-48",
  name: "Blink",
  text: "Draw a card. <p> If your hero is defending, remove all attackers from combat.",
  powers: [
    {
      kind: "play",
      targets: [],
      effects: [{ op: "draw", amount: 1, who: "you" }, { op: "remove-attackers-if-your-hero-defends" }],
    },
  ],
});
