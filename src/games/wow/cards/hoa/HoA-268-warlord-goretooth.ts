import { wowCard } from "../types.js";

/**
 * Warlord Goretooth (HoA-268): Horde Ally, Orc Warrior, Unique, 5, 3 melee / 4 health: a keyword granted to the Orcs of
 * its controller's party, itself and an Orc hero included (CR 7.4 704.1a; Unique, 414.3a, rules/unique-names.ts).
 * seriallos and mikechambers agree.
 */
export default wowCard({
  id: "HoA-268",
  name: "Warlord Goretooth",
  text: "Orcs in your party have Ferocity.",
  powers: [{ kind: "grant-keyword", applies: "your-party", race: "Orc", keyword: "Ferocity" }],
});
