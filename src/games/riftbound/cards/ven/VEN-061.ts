import { defineCard } from "../types.js";

/**
 * Decree of Insight — Spell, Mind, 1 Energy. [Reaction] is printed. "Ignore [Deflect] while paying this spell's
 * cost": choosing a unit with [Deflect] adds no Power (721.1.c; passive `ignoreDeflect`). "An enemy Body unit" is a
 * unit of the Body domain (127) an opponent controls, chosen as the spell is played (559.3).
 */
export default defineCard({
  code: "VEN-061",
  name: "Decree of Insight",
  text: "[Reaction] (Play any time, even before spells and abilities resolve.)\nIgnore [Deflect] while paying this spell's cost.\nGive an enemy Body (:rb_rune_body:) unit -5 :rb_might: this turn.",
  abilities: [
    { kind: "passive", passive: { kind: "ignoreDeflect" } },
    {
      kind: "spell",
      targets: [{ id: "unit", filter: { type: "unit", controller: "enemy", domain: "Body" } }],
      effects: [{ op: "might", what: { target: "unit" }, amount: -5, duration: "turn" }],
    },
  ],
});
