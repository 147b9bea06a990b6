import { defineCard } from "../types.js";

/**
 * Laurent Bladekeeper — Unit, Body, 3 Energy. "Ganking" is printed without brackets; the card data does not list it
 * as a keyword, so it is a passive keyword (712).
 */
export default defineCard({
  code: "SFD-096",
  name: "Laurent Bladekeeper",
  text: "Ganking (I can move from battlefield to battlefield.)",
  abilities: [{ kind: "passive", passive: { kind: "keyword", keyword: "Ganking" } }],
});
