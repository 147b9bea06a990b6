import { defineCard } from "../types.js";

/**
 * Rockfall Path — Battlefield. A restriction (567) on the 559.2 location choice: no player plays a unit here — from
 * hand, from facedown, by an effect ("play it") or a unit token ("play a token here", CR 1.4 350.2: tokens are
 * played). Units still move here; a "here" token made where units can't be played goes to its player's base.
 */
export default defineCard({
  code: "SFD-216",
  name: "Rockfall Path",
  text: "Units can't be played here.",
  abilities: [
    { kind: "passive", passive: { kind: "cant", who: "any", action: { play: { type: "unit" }, to: "here" } } },
  ],
});
