import { defineCard } from "../types.js";

/**
 * Experimental Hexplate — Gear (Equipment), Mind, 1 Energy, +1 Might bonus, [Equip] [Mind] (printed). Its Effect Text
 * "I am a Mech." (card data `effectText`) is the equipped unit's while attached (CR 1.4 136.2, 434.1.c): a `tag`
 * passive with `attached: true`, so the unit has the Mech tag (139.1) for every filter that reads tags.
 */
export default defineCard({
  code: "SFD-073",
  name: "Experimental Hexplate",
  text: "[Equip] :rb_rune_mind: (:rb_rune_mind:: Attach this to a unit you control.)",
  abilities: [
    {
      kind: "activated",
      equip: true,
      // CR 1.4 818.1.c.2: "[Mind rune]: Attach this to a unit you control." Own turn, open state.
      cost: { power: 1, powerDomain: "Mind" },
      targets: [{ id: "unit", filter: { type: "unit", controller: "friendly" } }],
      effects: [{ op: "attach", what: { self: true }, to: { target: "unit" } }],
    },
    { kind: "passive", attached: true, passive: { kind: "tag", tag: "Mech" } },
  ],
});
