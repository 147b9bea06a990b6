import { wowCard } from "../types.js";

/**
 * Barak the Shamed (HoA-227): Horde Ally (Orc Warrior), 3, 5 melee / 5 health. The numbers are chosen secretly, the
 * turn player first (CR 7.4 802.1), from 0 to 99 (104.1; docs/rules-decisions.md), and revealed once both have chosen.
 */
export default wowCard({
  id: "HoA-227",
  name: "Barak the Shamed",
  text: "When Barak enters play, each player secretly chooses a number. The player who chooses the highest number gains control of Barak, and you put that amount of damage on that player's hero. If there's a tie, you choose the outcome.",
  powers: [{ kind: "enters", targets: [], effects: [{ op: "secret-numbers-highest-gains-control" }] }],
});
