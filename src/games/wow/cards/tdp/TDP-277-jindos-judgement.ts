import { wowCard } from "../types.js";

/**
 * Jin'do's Judgement (TDP-277): Equipment (2H Weapon, Melee (1)), 5, 1 melee ATK, strike cost 4. Every card any player
 * draws (the ready step's draw too, 001 501.2a) is one event; the damage is put, not dealt (001 404.3: no packet, so
 * nothing prevents it). seriallos kept; remariano138 gives no text.
 */
export default wowCard({
  id: "TDP-277",
  name: "Jin'do's Judgement",
  text: "When a player draws a card, put 1 damage on that player's hero.",
  powers: [
    {
      kind: "trigger",
      on: "player-draws-card",
      targets: [],
      effects: [{ op: "put-damage", amount: 1, what: "subject-controllers-hero" }],
    },
  ],
});
