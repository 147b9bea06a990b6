import { defineCard } from "../types.js";

/**
 * Star Spring — Battlefield, Colorless.
 * The player who played the unit controls the trigger (as The Dreaming Tree), so `player: "you"` with the limit
 * counts that player's plays here this turn only: "the first time a player … each turn" is per player (583).
 * "Another unit they control here": not the unit just played (`notEventObject`).
 */
export default defineCard({
  code: "UNL-215",
  name: "Star Spring",
  text: "The first time a player plays a non-token unit here each turn, they may move another unit they control here to its base.",
  abilities: [
    {
      kind: "triggered",
      on: "played",
      filter: { player: "you", here: true, subject: { type: "unit", token: false } },
      limit: { nth: 1, per: "turn" },
      targets: [
        {
          id: "unit",
          notTarget: true,
          filter: { type: "unit", controller: "friendly", at: "here", notEventObject: true },
        },
      ],
      effects: [
        {
          op: "may",
          prompt: "Move that unit from Star Spring to its base?",
          then: [{ op: "move", what: { target: "unit" }, to: "base" }],
        },
      ],
    },
  ],
});
