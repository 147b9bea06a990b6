/**
 * Through the Dark Portal heroes' powers beyond the common verbs: "your Pets are Elusive and Untargetable this turn"
 * (Grumpherys; CR 7.4 714.3e: a modifier kept on the hero that applies to every Pet of the party during the turn) and
 * "turn target opposing hero face down" (Zenith Shadowforce; CR 7.4 glossary Flip: turning a hero over is not a flip
 * event, and a face-down hero has no flip power).
 */
import type { Keyword } from "../cards/types.js";
import { isHero, nameOf } from "./characteristics.js";
import { type Link, type WowState, obj } from "./state.js";

/** "Your Pets are [keyword] this turn": kept on the controller's hero (503.2a ends it). */
export function yourPetsKeywordThisTurn(s: WowState, link: Link, keyword: Keyword): void {
  s.turnMods.push({ obj: s.players[link.controller]!.hero, mod: "pets-keyword", keyword });
  s.log.push({ text: `P${link.controller + 1}'s Pets are ${keyword} this turn.` });
}

/** "Turn target hero face down": a face-up hero turns face down (its exhaustion stays); a face-down one is unchanged. */
export function turnHeroFaceDown(s: WowState, ids: readonly string[]): void {
  for (const id of ids)
    if (isHero(s, id) && !obj(s, id).flipped) {
      obj(s, id).flipped = true;
      s.log.push({ text: `${nameOf(s, id)} is turned face down.` });
    }
}
