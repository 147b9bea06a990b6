import { wowCard } from "../types.js";

/** Arcane Intellect (HoA-47): Instant Ability (Arcane), 2: an attachment (CR 7.4 400.2). */
export default wowCard({
  id: "HoA-47",
  name: "Arcane Intellect",
  text: "Attach to target hero, and its controller draws a card. <p> Ongoing: Attached hero's controller's maximum hand size is increased by three.",
  powers: [
    {
      kind: "play",
      targets: [{ select: "hero" }],
      effects: [
        { op: "attach", to: { target: 0 } },
        { op: "draw", amount: 1, who: { controllerOfTarget: 0 } },
      ],
    },
    { kind: "attached-hand-size", amount: 3 },
  ],
});
