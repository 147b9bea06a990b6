import { wowCard } from "../types.js";

/** Benethor Draigo (HoA-228): Ally, 3, 4 fire / 2 health. */
export default wowCard({
  id: "HoA-228",
  name: "Benethor Draigo",
  text: "",
  powers: [],
});
