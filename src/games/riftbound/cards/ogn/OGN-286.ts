import { defineCard } from "../types.js";

/**
 * Reckoner's Arena — Battlefield. "When you hold here" is your hold of it (630.2). "Activate the conquer effects of
 * units here" follows the Unleashed FAQ (UFAQ-16): the conquer triggers of the units here at resolution check a
 * conquer as if it had occurred here, by the holder; no real conquer happens (no point, no record, no other
 * listener). Their other conditions still apply, so "When I conquer" triggers only for the holder's units (an
 * opponent's unit here did not conquer: docs/rules-decisions.md), and a conquer "after an attack" does not match.
 */
export default defineCard({
  code: "OGN-286",
  name: "Reckoner's Arena",
  text: "When you hold here, activate the conquer effects of units here.",
  abilities: [
    {
      kind: "triggered",
      on: "held",
      filter: { here: true },
      effects: [{ op: "activateTriggers", on: "conquered", of: { all: { type: "unit", at: "here" } } }],
    },
  ],
});
