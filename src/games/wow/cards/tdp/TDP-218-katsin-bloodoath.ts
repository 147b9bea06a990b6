import { wowCard } from "../types.js";

/**
 * Katsin Bloodoath (TDP-218): Horde Ally, Blood Elf Paladin, 4, 5 holy / 3 health. "Target friendly ally": an ally in
 * your party. The four sources agree (remariano138 writes "(3) →" for the cost).
 */
export default wowCard({
  id: "TDP-218",
  name: "Katsin Bloodoath",
  text: "Protector <p> 3 -> Prevent all combat damage that would be dealt to and dealt by target friendly ally this turn.",
  powers: [
    { kind: "keyword", keyword: "Protector" },
    {
      kind: "payment",
      cost: { resources: 3 },
      targets: [{ select: "ally-in-your-party" }],
      effects: [{ op: "prevent-combat-damage-to-and-by-this-turn", what: { target: 0 } }],
    },
  ],
});
