import { wowCard } from "../types.js";

/**
 * Kayleitha (HoA-11): Hero, Horde Undead Rogue (Subtlety), 27 health. seriallos kept verbatim ("tealthed" is its
 * typo of "stealthed"). "Stealthed" is having Stealth (CR 7.4 glossary); the prevention holds only while she has it.
 */
export default wowCard({
  id: "HoA-11",
  name: "Kayleitha",
  text: "2, Flip Kayleitha -> While Kayleitha is tealthed, prevent all combat damage that would be dealt to her this turn.",
  powers: [
    {
      kind: "payment",
      cost: { resources: 2, flip: true },
      targets: [],
      effects: [{ op: "prevent-combat-damage-while-keyword-this-turn", what: "self", keyword: "Stealth" }],
    },
  ],
});
