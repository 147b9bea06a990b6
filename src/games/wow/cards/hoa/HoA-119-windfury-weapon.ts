import { wowCard } from "../types.js";

/**
 * Windfury Weapon (HoA-119): Instant Ability (Enhancement), 2, Shaman: an attachment on one of your Melee weapons, chosen
 * as it resolves (CR 7.4 400.3; rules/weapon-attachments.ts). "That weapon" is the weapon struck with. seriallos and
 * mikechambers agree (remariano138 prints the payment as "(1)").
 */
export default wowCard({
  id: "HoA-119",
  name: "Windfury Weapon",
  text: "Attach to one of your Melee weapons. <p> Ongoing: When you strike with attached weapon for the first time each turn, you may pay 1. If you do, ready that weapon and your hero.",
  powers: [
    {
      kind: "play",
      targets: [],
      effects: [
        { op: "choose", select: "your-melee-weapon" },
        { op: "attach", to: "chosen" },
      ],
    },
    {
      kind: "trigger",
      on: "you-strike-with-attached-weapon-first-time",
      targets: [],
      effects: [
        {
          op: "may-pay",
          amount: 1,
          then: [
            { op: "ready", what: "subject" },
            { op: "ready", what: "your-hero" },
          ],
        },
      ],
    },
  ],
});
