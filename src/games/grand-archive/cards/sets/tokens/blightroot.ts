/** Blightroot (token item, norm; Herb: Catalyst, Root): summoned by gathering (CR Game Terms: Gather 2). */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "i0a5uhjxhk",
  name: "Blightroot",
  text: "Sacrifice Blightroot: Your champion gets +1 level until end of turn.",
  abilities: [
    { kind: "activated", costs: [{ kind: "sacrificeSelf" }], effects: [{ op: "championLevelGet", amount: 1 }] },
  ],
});
