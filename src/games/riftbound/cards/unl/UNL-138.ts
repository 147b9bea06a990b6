import { defineCard } from "../types.js";

/** The List — Gear, Chaos, 1 Energy. Not yet run faithfully: refused at deck validation. */
export default defineCard({
  code: "UNL-138",
  name: "The List",
  text: "As you play this, name a tag. (For example, Miss Fortune, Demacia, and Poro are tags.)\n:rb_exhaust:: Give a unit with the named tag -2 :rb_might: this turn.",
  unsupported: "needs naming a tag as the card is played and remembering it on the gear",
  abilities: [],
});
