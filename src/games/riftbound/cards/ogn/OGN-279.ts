import { defineCard } from "../types.js";

/** Fortified Position — Battlefield. Its defend trigger is controlled by the defending player. */
export default defineCard({
  code: "OGN-279",
  name: "Fortified Position",
  text: "When you defend here, choose a unit. It gains [Shield 2] this combat. (+2 :rb_might: while it's a defender.)",
  abilities: [
    {
      kind: "triggered",
      // "When you defend here": once per combat (the defenders form one batch, 620-621); controlled by the defender.
      on: "defended",
      filter: { here: true },
      batch: true,
      targets: [{ id: "unit", filter: { type: "unit" } }],
      effects: [{ op: "keyword", what: { target: "unit" }, keyword: "Shield 2", duration: "combat" }],
    },
  ],
});
