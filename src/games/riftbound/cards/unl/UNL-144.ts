import { defineCard } from "../types.js";

/**
 * Maduli the Gatekeeper — Unit, Chaos, 7 Energy + 1 Power, 6 Might. "I can't be readied" (567): a restriction with
 * `who: "any"` — no spell, ability or Awaken Phase readies it (515.1.a). The activated ability (its own turn, neutral
 * open state, 581) chooses a battlefield as it is activated (163.7); on resolution Maduli moves there (596, not a
 * standard move: it need not be ready) if enemy units are there (an occupied enemy battlefield: with enemy units
 * there in a neutral state, an opponent controls it) and Maduli's Might is greater than their total Might (139.2).
 */
export default defineCard({
  code: "UNL-144",
  name: "Maduli the Gatekeeper",
  text: "I can't be readied.\n:rb_rune_chaos:: Move me to an occupied enemy battlefield if my Might is greater than the total Might of enemy units there.",
  abilities: [
    {
      kind: "passive",
      passive: { kind: "cant", who: "any", action: { ready: { type: "unit", not: { other: true } } } },
    },
    {
      kind: "activated",
      cost: { power: 1, powerDomain: "Chaos" },
      targets: [{ id: "bf", filter: {}, battlefield: true }],
      effects: [
        {
          op: "if",
          cond: {
            compare: [
              { countOf: { all: { type: "unit", controller: "enemy" }, atTarget: "bf" } },
              { op: ">=", value: 1 },
            ],
          },
          then: [
            {
              op: "if",
              cond: {
                compare: [
                  {
                    minus: [
                      { mightOf: { self: true } },
                      { totalMight: { type: "unit", controller: "enemy" }, atTarget: "bf" },
                    ],
                  },
                  { op: ">", value: 0 },
                ],
              },
              then: [{ op: "move", what: { self: true }, to: { target: "bf" } }],
            },
          ],
        },
      ],
    },
  ],
});
