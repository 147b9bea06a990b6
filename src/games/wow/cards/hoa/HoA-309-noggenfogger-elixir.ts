import { wowCard } from "../types.js";

/**
 * Noggenfogger Elixir (HoA-309): Equipment, Item Potion, 2. The ally is chosen as the power resolves (not a target, CR
 * 7.4 709.2b) and the die is rolled with the state's seeded RNG (CR 7.4 glossary "Dice", rules/coin-flip.ts); each
 * modifier lasts the turn (503.2a). seriallos and mikechambers agree.
 */
export default wowCard({
  id: "HoA-309",
  name: "Noggenfogger Elixir",
  text: "Destroy Noggenfogger Elixir -> Choose an ally in your party and roll a die. <p> 1-2: That ally can't be destroyed this turn. <p> 3-4: Ready that ally. <p> 5-6: That ally can't be attacked this turn.",
  powers: [
    {
      kind: "payment",
      cost: { resources: 0, destroySelf: true },
      targets: [],
      effects: [
        { op: "choose", select: "ally-in-your-party" },
        {
          op: "roll-die",
          outcomes: [
            { from: 1, to: 2, effects: [{ op: "cant-be-destroyed-this-turn", what: "chosen" }] },
            { from: 3, to: 4, effects: [{ op: "ready", what: "chosen" }] },
            { from: 5, to: 6, effects: [{ op: "cant-be-attacked-this-turn", what: "chosen" }] },
          ],
        },
      ],
    },
  ],
});
