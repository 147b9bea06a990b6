import { defineCard } from "../types.js";

/**
 * Heedless Resurrection — Spell, Chaos, 2 Energy + 1 Chaos. [Reaction] printed. The mandatory additional cost kills a
 * friendly unit (560.2.a, named in `costCards` when there are several); its printed Energy and Power costs are read
 * as it is killed (584.2; a token's are 0). The unit is chosen from the trash as the spell resolves (the killed one
 * included) and played ignoring its cost (595.3, 560.1.a), its controller choosing where it goes.
 */
export default defineCard({
  code: "UNL-142",
  name: "Heedless Resurrection",
  text: "[Reaction] (Play any time, even before spells and abilities resolve.)\nAs an additional cost to play this, kill a friendly unit.\nPlay a unit from your trash that costs no more Energy and no more Power than the killed unit, ignoring its cost.",
  abilities: [
    { kind: "passive", passive: { kind: "additionalCost", cost: "killFriendly" } },
    {
      kind: "spell",
      effects: [
        {
          op: "chooseFromZone",
          filter: { at: "trash", cardType: "Unit" },
          count: 1,
          maxEnergy: { killedForCost: "energy" },
          maxPower: { killedForCost: "power" },
          saveAs: "unit",
        },
        { op: "play", what: { var: "unit" }, cost: "ignore" },
      ],
    },
  ],
});
