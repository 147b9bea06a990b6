import { defineCard } from "../types.js";

/**
 * Harpoon Squad — Unit, Chaos, 4 Energy. "When I move from a battlefield" (608): the move event's
 * `fromBattlefield`.
 */
export default defineCard({
  code: "SFD-137",
  name: "Harpoon Squad",
  text: "When I move from a battlefield, give me +2 :rb_might: this turn.",
  abilities: [
    {
      kind: "triggered",
      on: "moved",
      filter: { self: true, data: { fromBattlefield: true } },
      effects: [{ op: "might", what: { self: true }, amount: 2, duration: "turn" }],
    },
  ],
});
