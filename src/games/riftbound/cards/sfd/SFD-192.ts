import { defineCard } from "../types.js";

/**
 * Shurelya's Requiem — Gear (Equipment, Signature), Calm + Mind, 4 Energy + 2. [Unique] is a deck rule (CR 1.4
 * 825.3.a). "When you play this, ready your units" is its printed text (active while unattached). Effect Text (CR 1.4
 * 136.2): "Your units here have [Ganking]" — "here" is the equipped unit's location; Might Bonus +2.
 */
export default defineCard({
  code: "SFD-192",
  name: "Shurelya's Requiem",
  text: "[Unique] (Your deck can have only 1 card with this name.)\n[Equip] :rb_rune_rainbow: (:rb_rune_rainbow:: Attach this to a unit you control.)\nWhen you play this, ready your units.",
  abilities: [
    {
      kind: "activated",
      equip: true,
      // CR 1.4 818.1.c.2: "[A]: Attach this to a unit you control."
      cost: { power: 1 },
      targets: [{ id: "unit", filter: { type: "unit", controller: "friendly" } }],
      effects: [{ op: "attach", what: { self: true }, to: { target: "unit" } }],
    },
    {
      kind: "triggered",
      on: "played",
      filter: { self: true },
      effects: [{ op: "ready", what: { all: { type: "unit", controller: "friendly" } } }],
    },
    {
      kind: "passive",
      attached: true,
      passive: { kind: "grant", to: { type: "unit", controller: "friendly", at: "here" }, keywords: ["Ganking"] },
    },
  ],
});
