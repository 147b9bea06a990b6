/**
 * Vendetta printings that are another printing's card (same name, costs, stats and rules; wording differences are
 * reminder text or editorial): they share that card's script through `SHOWCASE_ALIASES` (cards/registry.ts).
 */
export const VEN_ALIASES: Readonly<Record<string, string>> = {
  // Basic runes (157.2: their abilities are built in).
  "VEN-R01": "OGN-007", // Fury Rune
  "VEN-R02": "OGN-042", // Calm Rune
  "VEN-R03": "OGN-089", // Mind Rune
  "VEN-R04": "OGN-126", // Body Rune
  "VEN-R05": "OGN-166", // Chaos Rune
  "VEN-R06": "OGN-214", // Order Rune
  // Origins champions reprinted (VEN-SPn; the Sona wording is the Origins errata the OGN-073 script follows).
  "VEN-SP1": "OGN-039", // Kai'Sa, Survivor
  "VEN-SP2": "OGN-073", // Sona, Harmonious
  "VEN-SP3": "OGN-119", // Ahri, Inquisitive
  "VEN-SP4": "OGN-164", // Sett, Brawler ("When you play me" = "When I'm played")
  "VEN-SP5": "SFD-149", // Ezreal, Prodigy
  "VEN-190": "VEN-141", // Butcher of the Sands
  "VEN-SP6": "OGS-014", // Lux, Crownguard ("Spend this Energy only to play spells" = "Use only to play spells")
  "VEN-T04": "OGN-272", // Recruit (NX)
  // Showcase and champion reprints without reminder text.
  "VEN-167": "OGN-036", // Vi, Destructive
  "VEN-168": "OGN-030", // Jinx, Demolitionist
  "VEN-169": "VEN-023", // Zed, From the Shadows
  "VEN-171": "VEN-041", // Riven, Shattered
  "VEN-173": "VEN-065", // Swain, Visionary
  "VEN-178": "VEN-063", // Nasus, Guardian of Knowledge
  "VEN-194": "VEN-149", // Defender of Tomorrow
  "VEN-195": "VEN-151", // Soul's Reflection
  "VEN-196": "VEN-153", // Matriarch of War
  "VEN-170": "VEN-042", // Shen, Scourge of Shadows
  "VEN-172": "OGN-028", // Draven, Showboat
  "VEN-176": "OGN-117", // Viktor, Innovator ("to your base" = "in your base")
  "VEN-183": "UNL-149", // Diana, No Longer Human (the Unleashed card)
  "VEN-184": "OGN-238", // Leona, Determined
  "VEN-188": "VEN-110", // Mel, Defiant Soul
  "VEN-191": "VEN-143", // Master of Shadows
  "VEN-193": "VEN-147", // Eye of Twilight
  "VEN-174": "SFD-057", // Irelia, Fervent (the Spiritforged card)
  "VEN-187": "VEN-136", // Ambessa, Respected and Feared
  "VEN-182": "VEN-109", // Illaoi, Prophet of the Great Kraken
  "VEN-197": "VEN-155", // Heart of the Tempest
  "VEN-177": "VEN-092", // Renekton, Brute
  "VEN-179": "UNL-120", // Rengar, Trophy Hunter (the Unleashed card; its errata wording, Unleashed errata)
  "VEN-180": "UNL-119", // Kha'Zix, Evolving Hunter (the Unleashed card)
  "VEN-192": "VEN-145", // Curator of the Sands
  "VEN-189": "VEN-139", // Rogue Assassin
};
