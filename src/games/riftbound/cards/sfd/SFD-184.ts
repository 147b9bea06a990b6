import { defineCard } from "../types.js";

/** Relentless Pursuit — Spell. Unsupported: needs granting a unit a printed-style trigger for the turn ("When I conquer, you may move me to my base") with an optional Equipment attach. */
export default defineCard({
  code: "SFD-184",
  name: "Relentless Pursuit",
  text: '[Action] (Play on your turn or in showdowns.)\nMove a friendly unit. You may attach an Equipment with the same controller to it. This turn, that unit has "When I conquer, you may move me to my base."',
  abilities: [],
  unsupported:
    'Needs granting a unit a printed-style trigger for the turn ("When I conquer, you may move me to my base") with an optional Equipment attach',
});
