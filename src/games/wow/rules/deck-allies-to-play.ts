/**
 * "Each player reveals his deck, puts all revealed ally cards into play, and then shuffles his deck" (Echoes of the
 * Shifting Sands): the turn player first (CR 7.4 708.1a's order), each ally card entering its owner's party (001
 * 302.1; uniqueness is checked with the next pre-priority checks, CR 7.4 414), then the deck is shuffled (413.2).
 */
import { type Seat, shuffle } from "../../../engine/index.js";
import { card, nameOf } from "./characteristics.js";
import { enterAlly } from "./enter-play.js";
import { type WowState, opp } from "./state.js";

/** Runs the instruction for both players. */
export function eachPlayerDeckAlliesToPlay(s: WowState): void {
  for (const seat of [s.active, opp(s.active)] as Seat[]) {
    const p = s.players[seat]!;
    const allies = p.deck.filter((id) => card(s, id).type === "Ally");
    s.log.push({
      text: `P${seat + 1} reveals their deck: ${allies.map((id) => nameOf(s, id)).join(", ") || "no ally cards"} among ${p.deck.length} card(s).`,
    });
    for (const id of allies) enterAlly(s, id, seat);
    const [rng, deck] = shuffle(s.rng, p.deck);
    s.rng = rng;
    p.deck = deck;
    s.log.push({ text: `P${seat + 1} shuffles their deck.` });
  }
}
