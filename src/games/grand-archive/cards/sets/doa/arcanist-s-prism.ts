/** Arcanist's Prism (regalia/item, arcane, memory 1). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "dIEAN4J4YS",
  name: "Arcanist's Prism",
  text: "At the beginning of your recollection phase, put all cards from your memory on the bottom of your deck in any order, then draw that many cards.",
  abilities: [{ kind: "trigger", on: "beginRecollection", effects: [{ op: "memoryToBottomThenDraw" }] }],
});
