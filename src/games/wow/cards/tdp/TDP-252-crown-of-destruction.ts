import { wowCard } from "../types.js";

/**
 * Crown of Destruction (TDP-252): Equipment (Armor), 5, 1 DEF. At the end of each turn (CR 7.4 500.2) the turn player
 * picks one card among his abilities, allies and equipment in play (this Crown included) and destroys it (CR 7.4
 * 709.2b; rules/destroy-own.ts); with none, nothing happens. The sources agree.
 */
export default wowCard({
  id: "TDP-252",
  name: "Crown of Destruction",
  text: "At the end of each player's turn, that player destroys one of his abilities, allies, or equipment.",
  powers: [
    {
      kind: "trigger",
      on: "each-turn-end",
      targets: [],
      effects: [{ op: "player-destroys-own", who: "turn-player", kind: ["ability", "ally", "equipment"] }],
    },
  ],
});
