import { defineCard } from "../types.js";

/**
 * Spinning Axe — Gear (Equipment, Signature), Fury + Chaos, 2 Energy + 1. Quick-Draw (CR 1.4 819: it has [Reaction];
 * when played it is attached to a unit you control); Equip [A] (CR 1.4 818); [Temporary] is its printed keyword (728):
 * killed at the start of its controller's Beginning Phase only while unattached (CR 1.4 721.2, 722.2 example: an
 * attached card's rules text is inactive). Might Bonus +3.
 */
export default defineCard({
  code: "SFD-186",
  name: "Spinning Axe",
  text: "[Quick-Draw] (This has [Reaction]. When you play it, attach it to a unit you control.)\n[Equip] :rb_rune_rainbow: (:rb_rune_rainbow:: Attach this to a unit you control.)\n[Temporary] (If this is unattached, kill it at the start of its controller's Beginning Phase, before scoring.)",
  abilities: [
    {
      kind: "triggered",
      // CR 1.4 819.1.d: Quick-Draw — "When you play this, attach it to a unit you control."
      on: "played",
      filter: { self: true },
      targets: [{ id: "unit", filter: { type: "unit", controller: "friendly" } }],
      effects: [{ op: "attach", what: { self: true }, to: { target: "unit" } }],
    },
    {
      kind: "activated",
      equip: true,
      // CR 1.4 818.1.c.2: "[A]: Attach this to a unit you control."
      cost: { power: 1 },
      targets: [{ id: "unit", filter: { type: "unit", controller: "friendly" } }],
      effects: [{ op: "attach", what: { self: true }, to: { target: "unit" } }],
    },
  ],
});
