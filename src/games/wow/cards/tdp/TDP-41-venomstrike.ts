import { wowCard } from "../types.js";

/**
 * Venomstrike (TDP-41): Ally (Pet (1)), 4, 1 melee ATK / 5 health, Hunter. At the end of each turn (CR 7.4 500.2) it
 * deals 4 nature damage to each character still in play that it dealt damage to this turn, combat or not (one packet
 * each, 001 404.4; the turn's dealt damage, cleared in the wrap-up, 503.2a). The sources agree.
 */
export default wowCard({
  id: "TDP-41",
  name: "Venomstrike",
  text: "At the end of each turn, Venomstrike deals 4 nature damage to each hero and ally it dealt damage to this turn.",
  powers: [
    {
      kind: "trigger",
      on: "each-turn-end",
      targets: [],
      effects: [
        {
          op: "damage",
          amount: 4,
          type: "nature",
          to: "each-character-self-dealt-damage-to-this-turn",
          by: "self",
        },
      ],
    },
  ],
});
