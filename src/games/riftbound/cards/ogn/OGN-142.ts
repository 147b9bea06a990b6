import { defineCard } from "../types.js";

/** Mountain Drake — Unit, Body. Only printed keywords (handled by the rules) or no text. */
export default defineCard({
  code: "OGN-142",
  name: "Mountain Drake",
  text: "",
  abilities: [],
});
