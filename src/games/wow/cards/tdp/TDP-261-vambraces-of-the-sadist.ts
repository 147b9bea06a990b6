import { wowCard } from "../types.js";

/**
 * Vambraces of the Sadist (TDP-261): Equipment, Armor Wrist (1) Plate, 6, DEF 2, Paladin/Warrior. Any ally's
 * destruction triggers it (either party; CR 7.4 703.1); "that ally's cost" is the destroyed card's printed cost read
 * from the graveyard (last known information, 709.2d: a token's cost is 0, so no packet), and the hero targeted is in
 * the party of the player who controlled the ally as it was destroyed. seriallos and mikechambers agree.
 */
export default wowCard({
  id: "TDP-261",
  name: "Vambraces of the Sadist",
  text: "When an ally is destroyed, your hero deals melee damage equal to that ally's cost to target hero in that ally's party.",
  powers: [
    {
      kind: "trigger",
      on: "ally-destroyed",
      targets: [{ select: "hero", inSubjectsParty: true }],
      effects: [{ op: "damage", amount: "cost-of-subject", type: "melee", to: { target: 0 }, by: "your-hero" }],
    },
  ],
});
