import { defineCard } from "../types.js";

/** Tricksy Tentacles — Spell, Calm, 4 Energy + 1 Calm. Not yet run faithfully: refused at deck validation. */
export default defineCard({
  code: "UNL-054",
  name: "Tricksy Tentacles",
  text: "Move any number of enemy units with the same controller and a total Might of 8 or less to a single location.",
  unsupported: 'needs a group target "with the same controller" moved together to one location chosen on resolution',
  abilities: [],
});
