import { type CustomEffect, defineCard } from "../types.js";

/**
 * "Take a turn after this one": an additional turn for the spell's controller, queued right after the current turn
 * (CR 1.4 734-738). A turn-order change no other Origins card makes, so a custom function (docs/cards.md).
 */
const takeATurnAfterThisOne: CustomEffect = (api) => {
  api.extraTurn(api.controller);
  api.log(`P${api.controller + 1} will take a turn after this one.`);
  return "done";
};

/** Time Warp — Spell, Mind, 10 Energy + 4 Power. */
export default defineCard({
  code: "OGN-122",
  name: "Time Warp",
  text: "Take a turn after this one. Banish this.",
  abilities: [
    {
      kind: "spell",
      effects: [
        { op: "custom", run: takeATurnAfterThisOne },
        // "Banish this" (603): it goes to banishment, not to the trash, as it finishes resolving.
        { op: "banish", what: { self: true } },
      ],
    },
  ],
});
