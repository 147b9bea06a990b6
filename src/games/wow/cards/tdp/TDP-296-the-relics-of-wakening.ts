import { wowCard } from "../types.js";

/**
 * The Relics of Wakening (TDP-296): Quest. "Night Elf Hero Required" is a deck restriction (100.2b, decks.ts).
 * seriallos and mikechambers agree (mikechambers gives the quest cost 0); remariano138 has no text for it.
 */
export default wowCard({
  id: "TDP-296",
  name: "The Relics of Wakening",
  text: "Night Elf Hero Required <p> During your turn, pay 3 to complete this quest. <p> Reward: Ready all allies in your party that haven't attacked this turn.",
  powers: [
    {
      kind: "reward",
      cost: 3,
      yourTurn: true,
      targets: [],
      effects: [{ op: "ready", what: "each-ally-in-your-party-that-hasnt-attacked" }],
    },
  ],
});
