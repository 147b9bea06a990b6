import { defineCard } from "../types.js";

/**
 * Decree of Focus — Spell, Calm, 1 Energy. [Reaction] is printed. "A friendly unit that's in combat with an enemy
 * Fury unit (620: on the other side of its combat) or that's being chosen by an enemy Fury spell" (a Fury spell on the
 * chain one of whose choices is that unit, 559.3). +4 Might this turn (517.2.b).
 */
export default defineCard({
  code: "VEN-040",
  name: "Decree of Focus",
  text: "[Reaction] (Play any time, even before spells and abilities resolve.)\nChoose a friendly unit that's in combat with an enemy Fury (:rb_rune_fury:) unit or that's being chosen by an enemy Fury spell. Give it +4 :rb_might: this turn.",
  abilities: [
    {
      kind: "spell",
      targets: [
        {
          id: "unit",
          filter: {
            type: "unit",
            controller: "friendly",
            anyOf: [
              { inCombatWith: { type: "unit", controller: "enemy", domain: "Fury" } },
              { chosenBy: { controller: "enemy", kind: "spell", domain: "Fury" } },
            ],
          },
        },
      ],
      effects: [{ op: "might", what: { target: "unit" }, amount: 4, duration: "turn" }],
    },
  ],
});
