import { defineCard } from "../types.js";

/**
 * Ruin Runner — Unit, Body, 6 Energy.
 * "Can't be chosen by enemy spells and abilities" (567): a restriction on choices (559.3) of players other than its
 * controller and teammates; effects that choose nothing ("all units") still affect it.
 */
export default defineCard({
  code: "SFD-105",
  name: "Ruin Runner",
  text: "I can't be chosen by enemy spells and abilities.",
  abilities: [{ kind: "passive", passive: { kind: "cantBeChosen", by: "enemy" } }],
});
