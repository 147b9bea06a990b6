import { defineCard } from "../types.js";

/**
 * Dune Surfer — Unit, Fury, 3 Energy. "You ignore [Tank] while assigning combat damage here": a passive read by the
 * combat damage assignment at my battlefield (626.1.d.1, 727): the other side's Tank units are ordinary receivers.
 */
export default defineCard({
  code: "VEN-004",
  name: "Dune Surfer",
  text: "You ignore [Tank] while assigning combat damage here.",
  abilities: [{ kind: "passive", passive: { kind: "ignoreTankHere" } }],
});
