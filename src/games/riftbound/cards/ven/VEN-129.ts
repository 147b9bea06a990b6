import { defineCard } from "../types.js";

/**
 * Sacred Protector — Unit, Order, 4 Energy + 1 Power.
 * "I don't deal combat damage unless …": its Might counts for nothing in combat damage (626) unless it is at a battlefield with exactly one other friendly unit there.
 */
export default defineCard({
  code: "VEN-129",
  name: "Sacred Protector",
  text: "I don't deal combat damage unless I'm at a battlefield with exactly one other unit you control.",
  abilities: [
    {
      kind: "passive",
      passive: {
        kind: "noCombatDamage",
        when: {
          not: {
            and: [
              { is: { self: true }, filter: { at: "battlefield" } },
              {
                compare: [
                  { count: { type: "unit", controller: "friendly", other: true, at: "here" } },
                  { op: "=", value: 1 },
                ],
              },
            ],
          },
        },
      },
    },
  ],
});
