/** Manaroot (token item, norm; Herb: Adjuvant, Root): summoned by gathering (CR Game Terms: Gather 2). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "5joh300z2s",
  name: "Manaroot",
  text: "Sacrifice Manaroot: Your champion gets +1 level until end of turn.",
  abilities: [
    { kind: "activated", costs: [{ kind: "sacrificeSelf" }], effects: [{ op: "championLevelGet", amount: 1 }] },
  ],
});
