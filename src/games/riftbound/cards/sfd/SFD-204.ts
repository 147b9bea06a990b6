import { defineCard } from "../types.js";

/**
 * On the Hunt — Spell (Signature), Body + Chaos, 1 Energy + 2.
 */
export default defineCard({
  code: "SFD-204",
  name: "On the Hunt",
  text: "Ready your units.",
  abilities: [{ kind: "spell", effects: [{ op: "ready", what: { all: { type: "unit", controller: "friendly" } } }] }],
});
