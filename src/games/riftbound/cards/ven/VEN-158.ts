import { defineCard } from "../types.js";

/**
 * Heisho, Shell of the World — Battlefield. "Players ignore [Deflect] while paying for spells and abilities choosing
 * something here": choosing a unit at this battlefield adds no Power for its [Deflect] (721.1.c), for spells, activated
 * and triggered abilities alike (passive `ignoreDeflect` on the battlefield). Units elsewhere keep theirs.
 */
export default defineCard({
  code: "VEN-158",
  name: "Heisho, Shell of the World",
  text: "Players ignore [Deflect] while paying for spells and abilities choosing something here.",
  abilities: [{ kind: "passive", passive: { kind: "ignoreDeflect" } }],
});
