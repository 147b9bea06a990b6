import { defineCard } from "../types.js";

/** Aspirant's Climb — Battlefield. A rule change (vocabulary-plan §1.8): the victory score is 1 higher (632.1). */
export default defineCard({
  code: "OGN-276",
  name: "Aspirant's Climb",
  text: "Increase the points needed to win the game by 1.",
  abilities: [{ kind: "passive", passive: { kind: "rule", key: "victoryScore", value: 1 } }],
});
