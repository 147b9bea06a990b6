import { defineCard } from "../types.js";

/**
 * Ezreal, Dashing — Unit (Champion), Mind, 4 Energy + 1 Power.
 * The attack/defend trigger is the ability's damage (not "I deal", OFAQ-77), its amount my Might read on resolution;
 * "I don't deal combat damage" is `noCombatDamage` (626); the [Action] ability moves me to my base (609).
 */
export default defineCard({
  code: "SFD-082",
  name: "Ezreal, Dashing",
  text: "When I attack or defend, deal damage equal to my Might to an enemy unit here.\nI don't deal combat damage.\n:rb_rune_mind:: [Action] — Move me to your base.",
  abilities: [
    {
      kind: "triggered",
      // OFAQ-91: whenever I become an attacker or a defender (620-623).
      on: ["attacked", "defended"],
      filter: { self: true },
      targets: [{ id: "enemy", filter: { type: "unit", controller: "enemy", at: "here" } }],
      effects: [{ op: "damage", amount: { mightOf: { self: true } }, to: { target: "enemy" } }],
    },
    { kind: "passive", passive: { kind: "noCombatDamage" } },
    {
      kind: "activated",
      timing: "action",
      cost: { power: 1, powerDomain: "Mind" },
      effects: [{ op: "moveToBase", what: { self: true } }],
    },
  ],
});
