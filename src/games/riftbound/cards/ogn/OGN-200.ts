import { defineCard, type Domain, type Effect } from "../types.js";

/** "Do one of the following based on its domain": the reflexive trigger (ability `n`) of the revealed rune's domain. */
function byDomain(domain: Domain, n: number): Effect {
  return {
    op: "if",
    cond: { is: { var: "rune" }, filter: { at: "runeDeck", domain } },
    then: [{ op: "reflexive", ability: n, about: { var: "rune" } }],
  };
}

/**
 * Twisted Fate, Gambler — Unit (Champion), Chaos, 4 Energy. "When I attack" (OFAQ-91: whenever he becomes an
 * attacker). The top rune of his controller's Rune Deck is revealed (600) and recycled to its bottom (594.5.a).
 * "Do one of the following" is a reflexive trigger (OFAQ-58, CR 1.4 386-388, SFAQ-04): the line of the rune's domain
 * goes on the chain as its own item, its targets chosen then (an enemy unit here; an enemy unit anywhere); without a
 * legal target it is not put on the chain (SFAQ-05). A rune of another domain (Calm, Body, Chaos) does nothing, and
 * so does an empty Rune Deck (OFAQ-32).
 */
export default defineCard({
  code: "OGN-200",
  name: "Twisted Fate, Gambler",
  text: "When I attack, reveal the top rune of your rune deck, then recycle it. Do one of the following based on its domain:\n- :rb_rune_fury: — Deal 2 to an enemy unit here and 1 to all other enemy units here.\n- :rb_rune_mind: — Draw 1.\n- :rb_rune_order: — Stun an enemy unit.",
  abilities: [
    {
      kind: "triggered",
      on: "attacked",
      filter: { self: true },
      effects: [
        { op: "reveal", top: 1, from: "runeDeck", saveAs: "rune" },
        { op: "recycle", what: { var: "rune" } },
        byDomain("Fury", 1),
        byDomain("Mind", 2),
        byDomain("Order", 3),
      ],
    },
    {
      kind: "triggered",
      reflexive: true,
      targets: [{ id: "enemy", filter: { type: "unit", controller: "enemy", at: "here" } }],
      effects: [
        { op: "damage", amount: 2, to: { target: "enemy" } },
        {
          op: "damage",
          amount: 1,
          to: { all: { type: "unit", controller: "enemy", at: "here" }, exceptTarget: "enemy" },
        },
      ],
    },
    { kind: "triggered", reflexive: true, effects: [{ op: "draw", n: 1 }] },
    {
      kind: "triggered",
      reflexive: true,
      targets: [{ id: "enemy", filter: { type: "unit", controller: "enemy" } }],
      effects: [{ op: "stun", what: { target: "enemy" } }],
    },
  ],
});
