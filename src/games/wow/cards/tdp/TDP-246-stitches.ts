import { wowCard } from "../types.js";

/**
 * Stitches (TDP-246): Ally, Undead Abomination, Unique, 4, 0 melee / 0 health, +1/+1 for each ally card in its
 * controller's graveyard (CR 7.4 704.1a, counted continuously). Each packet dealt to it triggers (after prevention, 407);
 * its controller picks exactly that many ally cards of his graveyard as it resolves (all with fewer; CR 7.4 709.2b-c),
 * and as much damage is removed (not healed, 001 404) as cards were removed. Lethal damage destroys it at the checks
 * before the trigger resolves (409.6). seriallos and mikechambers agree.
 */
export default wowCard({
  id: "TDP-246",
  name: "Stitches",
  text: "Stitches has +1 ATK and +1 health for each ally card in your graveyard. <p> When Stitches is dealt damage, remove that many ally cards in your graveyard from the game. Then, remove 1 damage from Stitches for each ally card you removed.",
  powers: [
    { kind: "continuous", applies: "self", atk: 1, health: 1, while: "always", per: "ally-card-in-your-graveyard" },
    {
      kind: "trigger",
      on: "dealt-damage",
      targets: [],
      effects: [
        { op: "remove-graveyard-allies", count: "event-amount" },
        { op: "remove-damage-per-picked", what: "self" },
      ],
    },
  ],
});
