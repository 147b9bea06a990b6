import { defineCard } from "../types.js";

/**
 * Honeyfruit — Gear, Calm, 2 Energy. Two resource abilities (605.2, [Reaction]); the [Level 6] one is usable only
 * while its controller has 6+ XP (CR 1.4 824.1.b.1: `useOnlyIf`).
 */
export default defineCard({
  code: "UNL-049",
  name: "Honeyfruit",
  text: "This enters exhausted.\n[Reaction][>] :rb_exhaust:: [Add] :rb_rune_rainbow:. (Abilities that add resources can't be reacted to.)\n[Level 6][>] [>>][Reaction][>] :rb_exhaust:: [Add] :rb_energy_1::rb_rune_rainbow:. (Use this ability only while you have 6+ XP.)",
  abilities: [
    { kind: "passive", passive: { kind: "enters", state: "exhausted" } },
    {
      kind: "activated",
      cost: { exhaust: true },
      timing: "reaction",
      addsResources: true,
      effects: [{ op: "add", anyPower: 1 }],
    },
    {
      kind: "activated",
      cost: { exhaust: true },
      timing: "reaction",
      addsResources: true,
      useOnlyIf: { xpAtLeast: 6 },
      effects: [{ op: "add", energy: 1, anyPower: 1 }],
    },
  ],
});
