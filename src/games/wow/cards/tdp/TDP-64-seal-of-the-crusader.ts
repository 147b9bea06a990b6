import { wowCard } from "../types.js";

/**
 * Seal of the Crusader (TDP-64): Ability (Seal (1), Retribution), 3, Paladin: an ongoing ability. "For the first time
 * each turn" is the hero's first combat packet dealt this turn (the turn's damage record, 503.2a clears it); the Melee
 * weapon is chosen as the trigger resolves (709.2b). seriallos and mikechambers agree.
 */
export default wowCard({
  id: "TDP-64",
  name: "Seal of the Crusader",
  text: "Ongoing: Your hero has -1 ATK. <p> When your hero deals combat damage for the first time each turn, you may ready it and one of your Melee weapons. <p> 1, Destroy Seal of the Crusader -> Your hero has +2 ATK while attacking this turn.",
  powers: [
    { kind: "continuous", applies: "your-hero", atk: -1, while: "always" },
    {
      kind: "trigger",
      on: "your-hero-deals-combat-damage-first-time",
      optional: true,
      targets: [],
      effects: [
        { op: "ready", what: "your-hero" },
        { op: "choose", select: "your-melee-weapon" },
        { op: "ready", what: "chosen" },
      ],
    },
    {
      kind: "payment",
      cost: { resources: 1, destroySelf: true },
      targets: [],
      effects: [{ op: "atk-this-turn", what: "your-hero", amount: 2, while: "attacking" }],
    },
  ],
});
