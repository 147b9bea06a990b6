import { defineCard } from "../types.js";

/**
 * Baron Pit — Battlefield token (CR 1.4 187.9, jungaustin-tokens.json). Never in a deck (its reminder text: no game
 * starts with a token battlefield); added to the board by an effect (Baron Nashor). "Units can move here from
 * anywhere": a standard move from another battlefield to it needs no [Ganking] (140.4.c.1).
 */
export default defineCard({
  code: "UNL-T01",
  name: "Baron Pit",
  text: "(You can't start the game with a token battlefield.)\nUnits can move here from anywhere.",
  abilities: [{ kind: "passive", passive: { kind: "moveHereFromAnywhere" } }],
});
