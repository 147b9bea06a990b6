import { defineCard } from "../types.js";

/**
 * Guardian Angel — Gear (Equipment), Calm, 2 Energy. Effect Text (CR 1.4 136.2) "If I would die, kill Guardian Angel
 * instead. Heal me, exhaust me, and recall me." is the equipped unit's while attached: a mandatory death replacement
 * (CR 1.4 367-370) that kills the Equipment in the unit's place.
 */
export default defineCard({
  code: "SFD-051",
  name: "Guardian Angel",
  text: "[Equip] :rb_rune_calm: (:rb_rune_calm:: Attach this to a unit you control.)",
  abilities: [
    {
      kind: "activated",
      equip: true,
      // CR 1.4 818.1.c.2: "[Calm rune]: Attach this to a unit you control." Without [Reaction]: own turn, open state.
      cost: { power: 1, powerDomain: "Calm" },
      targets: [{ id: "unit", filter: { type: "unit", controller: "friendly" } }],
      effects: [{ op: "attach", what: { self: true }, to: { target: "unit" } }],
    },
    {
      kind: "passive",
      attached: true,
      // "I" is the equipped unit (CR 1.4 136.2): only its own death is replaced.
      passive: {
        kind: "replaceDeath",
        of: { type: "unit", not: { other: true } },
        killSelf: true,
        with: "healExhaustRecall",
      },
    },
  ],
});
