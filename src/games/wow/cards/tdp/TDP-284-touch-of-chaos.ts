import { wowCard } from "../types.js";

/**
 * Touch of Chaos (TDP-284): Equipment (Weapon, Wand (1)), 6, 1 shadow ATK, strike cost 1. The ability cards removed as
 * it enters play are recorded as removed by it (CR 7.4 415.7, rules/removed-by.ts), face up and public (415.7b); "at
 * random" uses the state's seeded RNG as the trigger resolves (709.2b). A new Touch of Chaos starts with none (415.9a).
 * seriallos kept; the four sources agree.
 */
export default wowCard({
  id: "TDP-284",
  name: "Touch of Chaos",
  text: "When Touch of Chaos enters play, remove all ability cards in your graveyard from the game. <p> At the start of your turn, choose at random one of the ability cards you removed this way and put it into your hand.",
  powers: [
    { kind: "enters", targets: [], effects: [{ op: "remove-by-self", what: "ability-cards-in-your-graveyard" }] },
    {
      kind: "trigger",
      on: "your-turn-start",
      targets: [],
      effects: [{ op: "removed-by-self-to", to: "hand", pick: "random", cardType: "Ability" }],
    },
  ],
});
