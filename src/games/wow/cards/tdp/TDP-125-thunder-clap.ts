import { wowCard } from "../types.js";

/**
 * Thunder Clap (TDP-125): Instant Ability (Arms), 4, Warrior. One packet per character (001 404.4); only a character
 * actually dealt damage gets -1 ATK this turn (503.2a ends it). seriallos and mikechambers agree.
 */
export default wowCard({
  id: "TDP-125",
  name: "Thunder Clap",
  text: "Your hero deals 1 melee damage to each opposing hero and ally. A character dealt damage this way has -1 ATK this turn.",
  powers: [
    {
      kind: "play",
      targets: [],
      effects: [
        { op: "damage", amount: 1, type: "melee", to: "each-opposing-character", by: "your-hero", dealtAtk: -1 },
      ],
    },
  ],
});
