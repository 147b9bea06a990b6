/** Silvershine (token item, norm; Herb: Catalyst, Flower): summoned by gathering (CR Game Terms: Gather 2). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "bd7ozuj68m",
  name: "Silvershine",
  text: "Sacrifice Silvershine: Recover 1.",
  abilities: [{ kind: "activated", costs: [{ kind: "sacrificeSelf" }], effects: [{ op: "recover", amount: 1 }] }],
});
