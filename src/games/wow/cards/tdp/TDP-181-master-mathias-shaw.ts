import { wowCard } from "../types.js";

/**
 * Master Mathias Shaw (TDP-181): Alliance Ally, Human Rogue, Unique (CR 7.4 414.3a), 7, 6 melee / 4 health. seriallos
 * and mikechambers agree; remariano138 has no stats or text for it.
 */
export default wowCard({
  id: "TDP-181",
  name: "Master Mathias Shaw",
  text: "Stealth (Can't protect against this character.) <p> When an ally in your party deals combat damage to a defending hero, draw a card.",
  powers: [
    { kind: "keyword", keyword: "Stealth" },
    {
      kind: "trigger",
      on: "party-ally-deals-combat-damage-to-defending-hero",
      targets: [],
      effects: [{ op: "draw", amount: 1, who: "you" }],
    },
  ],
});
