import { defineCard } from "../types.js";

/**
 * Svellsongur — Gear (Equipment), Calm, 3 Energy + 1 Calm. [Equip] printed. Its Effect Text copies the equipped unit's
 * printed text (`copyUnitText`, CR 1.4 434.1.c, 718.3): while attached, the unit has one more instance of each printed
 * ability and keyword — its triggers trigger once more, its passives and keywords count again (SFAQ Svellsongur: only
 * printed text; three Svellsongur give four instances). Errata band: "Attached: +0 Might".
 */
export default defineCard({
  code: "SFD-059",
  name: "Svellsongur",
  text: "[Equip] :rb_energy_1::rb_rune_calm: (:rb_energy_1::rb_rune_calm:: Attach this to a unit you control.)\nAs this is attached to a unit, copy that unit's text to this Equipment's effect text for as long as this is attached to it.",
  abilities: [
    {
      kind: "activated",
      equip: true,
      // CR 1.4 818.1.c.2: "[1][Calm rune]: Attach this to a unit you control."
      cost: { energy: 1, power: 1, powerDomain: "Calm" },
      targets: [{ id: "unit", filter: { type: "unit", controller: "friendly" } }],
      effects: [{ op: "attach", what: { self: true }, to: { target: "unit" } }],
    },
    { kind: "passive", attached: true, passive: { kind: "copyUnitText" } },
  ],
});
