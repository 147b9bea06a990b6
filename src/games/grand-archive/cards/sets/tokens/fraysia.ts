/** Fraysia (token item, norm; Herb: Adjuvant, Flower): summoned by gathering (CR Game Terms: Gather 2). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "soporhlq2k",
  name: "Fraysia",
  text: "Sacrifice Fraysia: Recover 1.",
  abilities: [{ kind: "activated", costs: [{ kind: "sacrificeSelf" }], effects: [{ op: "recover", amount: 1 }] }],
});
