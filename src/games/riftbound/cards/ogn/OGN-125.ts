import { defineCard } from "../types.js";

/** Bilgewater Bully — Unit, Body, 6 Energy, 6 Might. */
export default defineCard({
  code: "OGN-125",
  name: "Bilgewater Bully",
  text: "While I'm buffed, I have [Ganking]. (I can move from battlefield to battlefield.)",
  abilities: [
    {
      kind: "passive",
      passive: { kind: "keyword", keyword: "Ganking", when: { is: { self: true }, filter: { state: ["buffed"] } } },
    },
  ],
});
