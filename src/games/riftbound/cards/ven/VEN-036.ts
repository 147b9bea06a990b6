import { defineCard } from "../types.js";

/**
 * Sandstone Chimera — Unit, Calm, 7 Energy + 2 Calm. "Players only channel 1 rune at the start of their Channel
 * Phase" changes the Channel Phase's two runes (515.4.a; a first-turn extra rune too, 646-648) for every player,
 * while the Chimera is at a battlefield (`rule` `channelPhaseRunes` with `when`). Other channels are unchanged.
 */
export default defineCard({
  code: "VEN-036",
  name: "Sandstone Chimera",
  text: "While I'm at a battlefield, players only channel 1 rune at the start of their Channel Phase.",
  abilities: [
    {
      kind: "passive",
      passive: {
        kind: "rule",
        key: "channelPhaseRunes",
        value: 1,
        when: { is: { self: true }, filter: { at: "battlefield" } },
      },
    },
  ],
});
