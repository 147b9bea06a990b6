import { defineCard } from "../types.js";

/**
 * Renata Glasc, Mastermind — Unit (Champion), Mind, 5 Energy. "Use my abilities only while I'm at a battlefield"
 * (`onlyAtBattlefield`, both abilities); scoring by an ability is not a conquest or hold (632.1.a.1).
 */
export default defineCard({
  code: "SFD-088",
  name: "Renata Glasc, Mastermind",
  text: ":rb_energy_1::rb_rune_mind:: Draw 1.\n:rb_energy_4::rb_rune_mind::rb_rune_mind::rb_rune_mind::rb_rune_mind:, :rb_exhaust:: Score 1 point.\nUse my abilities only while I'm at a battlefield.",
  abilities: [
    {
      kind: "activated",
      cost: { energy: 1, power: 1, powerDomain: "Mind" },
      onlyAtBattlefield: true,
      effects: [{ op: "draw", n: 1 }],
    },
    {
      kind: "activated",
      cost: { energy: 4, power: 4, powerDomain: "Mind", exhaust: true },
      onlyAtBattlefield: true,
      effects: [{ op: "score", n: 1 }],
    },
  ],
});
