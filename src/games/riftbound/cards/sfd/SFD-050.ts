import { defineCard } from "../types.js";

/**
 * Azir, Ascendant — Unit (Champion), Calm, 6 Energy + 1 Calm, 6 Might. "[Calm]: [Action] — Choose a unit you control.
 * Move me to its location and it to my original location" (an exchange of locations: moves by an ability, not
 * standard moves — nothing is exhausted, 596, 608, OFAQ-04; a base is a location, 138.1.a.1). "If it's equipped, you
 * may attach one of its Equipment to me" (CR 1.4 818.3, 434: chosen when it has several). "Use only once per turn"
 * (577). [Action]: on your turn or in showdowns (508.1.a).
 */
export default defineCard({
  code: "SFD-050",
  name: "Azir, Ascendant",
  text: ":rb_rune_calm:: [Action] \u2014 Choose a unit you control. Move me to its location and it to my original location. If it's equipped, you may attach one of its Equipment to me. Use only once per turn.",
  abilities: [
    {
      kind: "activated",
      cost: { power: 1, powerDomain: "Calm" },
      timing: "action",
      oncePerTurn: true,
      targets: [{ id: "unit", filter: { type: "unit", controller: "friendly" } }],
      effects: [
        { op: "swap", a: { self: true }, b: { target: "unit" } },
        {
          op: "if",
          cond: { is: { target: "unit" }, filter: { state: ["equipped"] } },
          then: [
            {
              op: "may",
              prompt: "Attach one of its Equipment to Azir?",
              then: [{ op: "attach", fromUnit: { target: "unit" }, to: { self: true } }],
            },
          ],
        },
      ],
    },
  ],
});
