import { defineCard } from "../types.js";

/**
 * Elder Dragon — Unit, Body, 12 Energy + 4 Body. "Any amount of your damage is enough to kill enemy units" redefines
 * lethal damage for enemy units with damage marked by his controller (Unleashed FAQ "Lethal Damage Modification"): a
 * cleanup kills them (520), his controller's combat assignment needs only 1 on each (626.1.d), and damage marked
 * before he entered counts too. A prevented damage is never dealt, so it marks nothing (FAQ on Counter Strike). "Up to
 * one enemy unit at each location" is one choice per location, each its own restriction (FAQ: a unit moved away
 * from where it was chosen is not dealt damage, 563.2.c).
 */
export default defineCard({
  code: "UNL-118",
  name: "Elder Dragon",
  text: "Any amount of your damage is enough to kill enemy units.\nWhen you play me, choose up to one enemy unit at each location. Deal 1 to them.",
  abilities: [
    { kind: "passive", passive: { kind: "anyDamageLethal" } },
    {
      kind: "triggered",
      on: "played",
      filter: { self: true },
      targets: [{ id: "units", filter: { type: "unit", controller: "enemy" }, eachLocation: true }],
      effects: [{ op: "damage", amount: 1, to: { target: "units" } }],
    },
  ],
});
