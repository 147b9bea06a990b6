import { defineCard } from "../types.js";

/**
 * Noxus Saboteur — Unit, Fury, 3 Energy. A hidden card is revealed by being played from its facedown zone (723.1);
 * opponents can't do that at the battlefield where the Saboteur is ("here", 053.3). It reads "can't be revealed
 * here", so the facedown card is not affected while the Saboteur is in base.
 */
export default defineCard({
  code: "OGN-018",
  name: "Noxus Saboteur",
  text: "Your opponents' [Hidden] cards can't be revealed here.",
  abilities: [
    {
      kind: "passive",
      passive: { kind: "cant", who: "opponent", action: { playFromFacedown: { type: "card" }, at: "here" } },
    },
  ],
});
