/**
 * Unleashed printings that are another printing's card (same name, costs, stats and rules; the later printings drop
 * the reminder text): they share that card's script through `SHOWCASE_ALIASES` (cards/registry.ts).
 */
export const UNL_ALIASES: Readonly<Record<string, string>> = {
  // Poros reprinted from Origins and Spiritforged (UNL-220..225).
  "UNL-220": "OGN-013", // Pouty Poro
  "UNL-221": "SFD-036", // Lonely Poro
  "UNL-222": "SFD-069", // Plundering Poro
  "UNL-223": "SFD-099", // Veteran Poro
  "UNL-224": "OGN-171", // Mystic Poro
  "UNL-225": "OGN-210", // Daring Poro
  // Overnumbered legends and champions (UNL-226..238): the regular Unleashed printing.
  "UNL-226": "UNL-181", // Virtuoso
  "UNL-227": "UNL-183", // Pridestalker
  "UNL-228": "UNL-185", // Bloodharbor Ripper
  "UNL-229": "UNL-187", // Piltover Enforcer
  "UNL-230": "UNL-189", // Bashful Bloom
  "UNL-231": "UNL-191", // Wuju Master
  "UNL-232": "UNL-193", // Gloomist
  "UNL-233": "UNL-195", // Green Father
  "UNL-234": "UNL-197", // Scorn of the Moon
  "UNL-235": "UNL-199", // Deceiver
  "UNL-236": "UNL-201", // Voidreaver
  "UNL-237": "UNL-203", // Keeper of the Hammer
  "UNL-238": "UNL-147", // Baron Nashor
};
