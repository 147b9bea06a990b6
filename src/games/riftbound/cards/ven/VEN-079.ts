import { defineCard } from "../types.js";

/**
 * Dame the Despoiler — Unit, Body, 5 Energy. [Empower] [5][Body] (CR 1.4 827). [Empowered][>] "When I attack or
 * defend" (620-621) triggers only while Empowered (CR 1.4 828.1.b.1, an intervening condition, 383.2.a.1). The unit
 * here is chosen as the trigger goes on the chain (559.3.b; Dame herself is a unit here too). "Increase my Might to
 * its Might" raises it by the difference read on resolution, never lowers it (the OFAQ-43 reading of Convergent
 * Mutation); then +1 Might this turn.
 */
export default defineCard({
  code: "VEN-079",
  name: "Dame the Despoiler",
  text: "[Empower] :rb_energy_5::rb_rune_body: (:rb_energy_5::rb_rune_body:: Empower me. Use only if not Empowered.)\n[Empowered][>] When I attack or defend, choose a unit here. Increase my Might to its Might this turn, then give me +1 :rb_might: this turn.",
  abilities: [
    {
      kind: "activated",
      empower: true,
      cost: { energy: 5, power: 1, powerDomain: "Body" },
      effects: [{ op: "empower", what: { self: true } }],
    },
    {
      kind: "triggered",
      on: ["attacked", "defended"],
      filter: { self: true },
      if: { is: { self: true }, filter: { state: ["empowered"] } },
      targets: [{ id: "unit", filter: { type: "unit", at: "here" } }],
      effects: [
        {
          op: "might",
          what: { self: true },
          amount: { atLeast0: { minus: [{ mightOf: { target: "unit" } }, { mightOf: { self: true } }] } },
          duration: "turn",
        },
        { op: "might", what: { self: true }, amount: 1, duration: "turn" },
      ],
    },
  ],
});
