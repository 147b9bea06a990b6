import { defineCard } from "../types.js";

/** Windswept Hillock — Battlefield. A keyword grant to every unit here, either player's (713.3.a, 722). */
export default defineCard({
  code: "OGN-297",
  name: "Windswept Hillock",
  text: "Units here have [Ganking]. (They can move from battlefield to battlefield.)",
  abilities: [{ kind: "passive", passive: { kind: "grant", to: { type: "unit", at: "here" }, keywords: ["Ganking"] } }],
});
