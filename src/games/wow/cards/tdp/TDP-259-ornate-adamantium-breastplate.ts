import { wowCard } from "../types.js";

/** Ornate Adamantium Breastplate (TDP-259): Equipment (Armor, Chest (1), Plate), 5. */
export default wowCard({
  id: "TDP-259",
  name: "Ornate Adamantium Breastplate",
  text: "",
  powers: [],
});
