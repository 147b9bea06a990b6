import { defineCard } from "../types.js";

/**
 * Curtain Call — Spell (Jhin signature), Fury/Mind. Three printed [Repeat] costs, each paid or not individually
 * (CR 1.4 820.1.c.2: `repeat` [1], `repeat2` [A], `repeat3` [1][A]); every paid one executes the spell again (820.3).
 * "Choose one you haven't already chosen": every execution names a different mode as the spell is played
 * (`distinctModes`; the play's `mode` and `repeatModes`, 820.2.a), so at most all four modes, each once.
 */
export default defineCard({
  code: "UNL-182",
  name: "Curtain Call",
  text: "[Repeat] — :rb_energy_1: / :rb_rune_rainbow: / :rb_energy_1::rb_rune_rainbow: (You may pay each additional cost to repeat this spell's effect.)\nChoose one you haven't already chosen —\n- Draw 1.\n- Deal 2 to a unit at a battlefield.\n- Deal 3 to a unit at a base.\n- Give a unit at a battlefield -4 :rb_might: this turn.",
  abilities: [
    { kind: "passive", passive: { kind: "additionalCost", optional: true, cost: "repeat", energy: 1 } },
    { kind: "passive", passive: { kind: "additionalCost", optional: true, cost: "repeat", anyPower: 1 } },
    { kind: "passive", passive: { kind: "additionalCost", optional: true, cost: "repeat", energy: 1, anyPower: 1 } },
    {
      kind: "spell",
      effects: [],
      distinctModes: true,
      modes: [
        { label: "Draw 1", effects: [{ op: "draw", n: 1 }] },
        {
          label: "Deal 2 to a unit at a battlefield",
          targets: [{ id: "unit", filter: { type: "unit", at: "battlefield" } }],
          effects: [{ op: "damage", amount: 2, to: { target: "unit" } }],
        },
        {
          label: "Deal 3 to a unit at a base",
          targets: [{ id: "unit", filter: { type: "unit", at: "base" } }],
          effects: [{ op: "damage", amount: 3, to: { target: "unit" } }],
        },
        {
          label: "Give a unit at a battlefield -4 Might this turn",
          targets: [{ id: "unit", filter: { type: "unit", at: "battlefield" } }],
          effects: [{ op: "might", what: { target: "unit" }, amount: -4, duration: "turn" }],
        },
      ],
    },
  ],
});
