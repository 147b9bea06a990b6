import { defineCard } from "../types.js";

/** Chemtech Enforcer — Unit, Fury, 2 Energy. Assault 2 (printed keyword); discards 1 when played. */
export default defineCard({
  code: "OGN-003",
  name: "Chemtech Enforcer",
  text: "[Assault 2] (+2 :rb_might: while I'm an attacker.)\nWhen you play me, discard 1.",
  abilities: [{ kind: "triggered", on: "played", filter: { self: true }, effects: [{ op: "discard", n: 1 }] }],
});
