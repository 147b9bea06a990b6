import { defineCard } from "../types.js";

/** Scuttle Crab — Unit, Calm, 2 Energy. Not yet run faithfully: refused at deck validation. */
export default defineCard({
  code: "UNL-053",
  name: "Scuttle Crab",
  text: "(Units with 0 :rb_might: can conquer and hold.)\nWhen you play me, draw 1.\n[Deathknell][>] Choose an opponent. They reveal their hand. You can look at their facedown cards this turn. Gain 1 XP. (When I die, get the effects.)",
  unsupported:
    "needs looking at an opponent's facedown cards for the turn (a view permission for another player's hidden cards)",
  abilities: [],
});
