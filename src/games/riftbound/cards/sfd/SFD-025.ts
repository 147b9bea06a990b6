import { defineCard } from "../types.js";

/**
 * Rengar, Pouncing — Unit (Champion), Fury, 3 Energy + 1 Fury, 3 Might. [Reaction] and [Assault 2] are printed
 * (509.1.a, 719). "I can be played to a battlefield you're attacking": a permission widening 559.2 — the battlefield
 * of the combat in progress whose attacker is his controller; he arrives there and joins the attack (625.1.a).
 */
export default defineCard({
  code: "SFD-025",
  name: "Rengar, Pouncing",
  text: "[Reaction] (Play any time, even before spells and abilities resolve, including to a battlefield you control.)\n[Assault 2] (+2 :rb_might: while I'm an attacker.)\nI can be played to a battlefield you're attacking.",
  abilities: [{ kind: "passive", passive: { kind: "playTo", to: "attacking" } }],
});
