import { defineCard } from "../types.js";

/**
 * Voracious Gromp — Unit, Body, 5 Energy.
 * [Hunt 3] is a printed keyword: the rules gain its XP (CR 1.4 823).
 */
export default defineCard({
  code: "UNL-100",
  name: "Voracious Gromp",
  text: "[Hunt 3] (When I conquer or hold, gain 3 XP.)",
  abilities: [],
});
