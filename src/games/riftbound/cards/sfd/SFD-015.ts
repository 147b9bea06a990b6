import { defineCard } from "../types.js";

/**
 * Perched Grimwyrm — Unit, Fury, 4 Energy, 5 Might. "Play me only to a battlefield you conquered this turn": a
 * restriction (567) on where it may be played (559.2), by any play — an effect's too; the usual permission still
 * applies (a battlefield you control). Conquered: scored by Conquer this turn (CR 1.4 469.1).
 */
export default defineCard({
  code: "SFD-015",
  name: "Perched Grimwyrm",
  text: "Play me only to a battlefield you conquered this turn. (You can't play me anywhere else.)",
  abilities: [{ kind: "passive", passive: { kind: "playOnlyTo", where: "conqueredThisTurn" } }],
});
