import { defineCard } from "../types.js";

/**
 * Scuttle Crab — Unit, Calm, 2 Energy, 0 Might. "When you play me, draw 1." [Deathknell] (720): "When I die", from the
 * trash: choose an opponent (asked only with several); they reveal their hand (600); for the rest of this turn its
 * controller may look at the cards that opponent controls facedown (`lookAtFacedown`, 128.4 widened: the per-seat
 * view shows them to that player only); gain 1 XP (CR 1.4 730.1). A Unit with 0 Might can conquer and hold (its
 * reminder text; nothing to write).
 */
export default defineCard({
  code: "UNL-053",
  name: "Scuttle Crab",
  text: "(Units with 0 :rb_might: can conquer and hold.)\nWhen you play me, draw 1.\n[Deathknell][>] Choose an opponent. They reveal their hand. You can look at their facedown cards this turn. Gain 1 XP. (When I die, get the effects.)",
  abilities: [
    { kind: "triggered", on: "played", filter: { self: true }, effects: [{ op: "draw", n: 1 }] },
    {
      kind: "triggered",
      on: "died",
      filter: { self: true },
      zone: "trash",
      effects: [
        { op: "chooseOpponent", saveAs: "opponent" },
        { op: "reveal", zone: "hand", who: { var: "opponent" } },
        { op: "lookAtFacedown", who: { var: "opponent" } },
        { op: "gainXp", n: 1 },
      ],
    },
  ],
});
