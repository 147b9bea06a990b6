/** Cyclonic Strike (attack, wind, reserve 4): refused at deck validation. */
import { defineCard } from "../../types.js";

export default defineCard({
  id: "3ir1o0qtb3",
  name: "Cyclonic Strike",
  text: "[Class Bonus] (0):  Suppress target ally you don't control. If you do, Cyclonic Strike gets -2 POWER. Activate this ability only once. (To suppress an ally, banish it and return it to the field under its owner's control at the beginning of the next end phase. Activate this ability only while this card is in an intent.)",
  abilities: [],
  unsupported: "Suppress and abilities activated only while the card is in an intent are not implemented yet",
});
