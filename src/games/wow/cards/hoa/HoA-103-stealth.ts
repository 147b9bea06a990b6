import { wowCard } from "../types.js";

/**
 * Stealth (HoA-103): Ability (Subtlety), 1, Rogue: an ongoing ability. seriallos prints "tealthed", mikechambers
 * "stealthed"; the text is kept verbatim and read as CR 7.4's wording (the Stealth keyword, 602.2a; Lobotomize's
 * printing there says "has Stealth"). The reminder's "destroy this card when your hero deals damage" is a triggered
 * power (CR 7.4 703) on any packet the hero deals.
 */
export default wowCard({
  id: "HoA-103",
  name: "Stealth",
  text: "Ongoing: Your hero is tealthed. (Can't protect against it. Destroy this card when your hero deals damage.) <p> When Stealth is destroyed, you may pay 2. If you do, put it into your hand at end of turn.",
  powers: [
    { kind: "grant-keyword", applies: "your-hero", keyword: "Stealth" },
    { kind: "trigger", on: "your-hero-deals-damage", targets: [], effects: [{ op: "destroy", what: "self" }] },
    {
      kind: "trigger",
      on: "destroyed",
      targets: [],
      effects: [{ op: "may-pay", amount: 2, then: { op: "at-next-end-of-turn", power: 3 } }],
    },
    { kind: "trigger", on: "delayed", targets: [], effects: [{ op: "graveyard-to-hand", what: "self" }] },
  ],
});
