import { wowCard } from "../types.js";

/**
 * Tundra MacGrann's Stolen Stash (TDP-298): Quest. "Dwarf Hero Required" is a deck restriction (100.2b, decks.ts); the
 * "if" is checked as the reward resolves, not a restriction on completing it (CR 7.4 702.1). seriallos and
 * mikechambers agree (mikechambers gives the quest cost 0); remariano138 has no text for it.
 */
export default wowCard({
  id: "TDP-298",
  name: "Tundra MacGrann's Stolen Stash",
  text: "Dwarf Hero Required <p> Pay 3 to complete this quest. <p> Reward: If your hero dealt combat damage to an opposing hero this turn, draw two cards.",
  powers: [
    {
      kind: "reward",
      cost: 3,
      targets: [],
      effects: [
        {
          op: "if",
          condition: "your-hero-dealt-combat-damage-to-opposing-hero-this-turn",
          then: [{ op: "draw", amount: 2, who: "you" }],
        },
      ],
    },
  ],
});
