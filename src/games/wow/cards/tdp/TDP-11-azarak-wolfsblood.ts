import { wowCard } from "../types.js";

/**
 * Azarak Wolfsblood (TDP-11): Hero, Horde Orc Hunter (Survival), 28 health. seriallos kept (the only source with its
 * text). X is chosen as the power is used (CR 7.4 707.1b); the modifier applies only while the target and Azarak are
 * in combat with each other (rules/in-combat-with.ts).
 */
export default wowCard({
  id: "TDP-11",
  name: "Azarak Wolfsblood",
  text: "X, Flip Azarak Wolfsblood -> Target hero or ally has -X ATK while in combat with Azarak this turn.",
  powers: [
    {
      kind: "payment",
      cost: { resources: 0, x: true, flip: true },
      targets: [{ select: "hero-or-ally" }],
      effects: [{ op: "atk-in-combat-with-your-hero-this-turn", what: { target: 0 }, amount: "minus-x" }],
    },
  ],
});
