import { wowCard } from "../types.js";

/**
 * King Magni Bronzebeard (HoA-191): Alliance Ally, Dwarf Warrior, Unique, 9, 6 melee / 8 health: a trigger at the end
 * of each turn, either player's (500.2; cards/tokens.ts `dwarf-warrior`), and Protector granted to the Dwarves of its
 * controller's party, itself and a Dwarf hero included (CR 7.4 704.1a). seriallos and mikechambers agree.
 */
export default wowCard({
  id: "HoA-191",
  name: "King Magni Bronzebeard",
  text: "At the end of each turn, put an Alliance Dwarf Warrior ally token with 1 ATK and 1 health into play. <p> Dwarves in your party have Protector.",
  powers: [
    { kind: "trigger", on: "each-turn-end", targets: [], effects: [{ op: "put-token", token: "dwarf-warrior" }] },
    { kind: "grant-keyword", applies: "your-party", race: "Dwarf", keyword: "Protector" },
  ],
});
