import { defineCard } from "../types.js";

/** Forge of the Fluft — Battlefield. Unsupported: needs a battlefield granting an activated ability to friendly legends while you control it (grantedTo covers units here). */
export default defineCard({
  code: "SFD-208",
  name: "Forge of the Fluft",
  text: 'While you control this battlefield, friendly legends have ":rb_exhaust:: Attach an Equipment you control to a unit you control."',
  abilities: [],
  unsupported:
    "Needs a battlefield granting an activated ability to friendly legends while you control it (grantedTo covers units here)",
});
