import { defineCard } from "../types.js";

/** Garen, Rugged — Unit, Body, 6 Energy + 1 Power. Assault 2. */
export default defineCard({
  code: "OGS-007",
  name: "Garen, Rugged",
  text: "[Assault 2], [Shield 2] (+2 :rb_might: while I'm an attacker or defender.)",
  abilities: [{ kind: "passive", passive: { kind: "keyword", keyword: "Shield 2" } }],
});
