import { wowCard } from "../types.js";

/**
 * Leeza, Tomb Robber (TDP-221): Horde Ally, Undead Rogue, 2, 2 melee / 2 health. seriallos and mikechambers agree;
 * remariano138 has no stats or text for it.
 */
export default wowCard({
  id: "TDP-221",
  name: "Leeza, Tomb Robber",
  text: "Stealth (Can't protect against this character.) <p> When Leeza deals combat damage, you may remove target card in a graveyard from the game.",
  powers: [
    { kind: "keyword", keyword: "Stealth" },
    {
      kind: "trigger",
      on: "deals-combat-damage",
      optional: true,
      targets: [{ select: "card-in-any-graveyard" }],
      effects: [{ op: "remove", what: { target: 0 } }],
    },
  ],
});
