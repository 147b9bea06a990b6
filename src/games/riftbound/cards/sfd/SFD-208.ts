import { defineCard } from "../types.js";

/**
 * Forge of the Fluft — Battlefield. While its controller controls it, their legends have the quoted ability (567, an
 * ability given by a passive like Gardens of Becoming's; `grantedTo` a legend, `grantWhen` read as the legend's
 * controller). Activated with the legend's [exhaust]: without [Reaction], on its controller's turn in an open state
 * (577); both choices are targets (559.3, CR 1.4 434).
 */
export default defineCard({
  code: "SFD-208",
  name: "Forge of the Fluft",
  text: 'While you control this battlefield, friendly legends have ":rb_exhaust:: Attach an Equipment you control to a unit you control."',
  abilities: [
    {
      kind: "activated",
      grantedTo: { type: "legend", controller: "friendly" },
      grantWhen: { is: { self: true }, filter: { type: "battlefield", controller: "friendly" } },
      cost: { exhaust: true },
      targets: [
        { id: "equipment", filter: { type: "gear", tag: "Equipment", controller: "friendly" } },
        { id: "unit", filter: { type: "unit", controller: "friendly" } },
      ],
      effects: [{ op: "attach", what: { target: "equipment" }, to: { target: "unit" } }],
    },
  ],
});
