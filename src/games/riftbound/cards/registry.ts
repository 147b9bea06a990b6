/**
 * Card script lookup by card code. Variants (`OGN-066a`, `SFD-227*`) share their base card's script.
 * The list comes from the generated explicit index (`index.generated.ts`, built by `npm run cards:index`);
 * nothing walks directories at run time.
 */
import { ALL_CARD_SCRIPTS } from "./index.generated.js";
import type { CardScript } from "./types.js";
import { codeTable } from "../rules/catalogue.js";
import { SHADOW_CLONE_CODE, SHADOW_CLONE_SCRIPT } from "./tokens-ven.js";
import { VEN_ALIASES } from "./aliases-ven.js";
import { UNL_ALIASES } from "./aliases-unl.js";

const byCode = new Map<string, CardScript>();
for (const c of ALL_CARD_SCRIPTS) {
  if (byCode.has(c.code)) throw new Error(`duplicate card script ${c.code}`);
  byCode.set(c.code, c);
}

/**
 * Overnumbered showcase printings have their own base code in the card data but are the same card as the
 * regular printing of the same name in the same set: alias -> base code of the regular printing. Written from
 * `data/riftbound/cards.json` (rarity Showcase, same set, same name); test/riftbound/card-aliases.test.ts checks
 * that every target exists and has the same name.
 */
export const SHOWCASE_ALIASES: Readonly<Record<string, string>> = {
  "OGN-299": "OGN-247", // Daughter of the Void
  "OGN-300": "OGN-249", // Relentless Storm
  "OGN-301": "OGN-251", // Loose Cannon
  "OGN-302": "OGN-253", // Hand of Noxus
  "OGN-303": "OGN-255", // Nine-Tailed Fox
  "OGN-304": "OGN-257", // Blind Monk
  "OGN-305": "OGN-259", // Unforgiven
  "OGN-306": "OGN-261", // Radiant Dawn
  "OGN-307": "OGN-263", // Swift Scout
  "OGN-308": "OGN-265", // Herald of the Arcane
  "OGN-309": "OGN-267", // Bounty Hunter
  "OGN-310": "OGN-269", // The Boss
  "SFD-224": "SFD-049", // Aphelios, Exalted
  "SFD-225": "SFD-057", // Irelia, Fervent
  "SFD-228": "SFD-079", // Bard, Mercurial
  "SFD-233": "SFD-116", // Yone, Blademaster
  "SFD-239": "SFD-173", // Soraka, Wanderer
  "SFD-240": "SFD-181", // Mechanized Menace
  "SFD-241": "SFD-183", // Purifier
  "SFD-242": "SFD-185", // Glorious Executioner
  "SFD-243": "SFD-187", // Void Burrower
  "SFD-244": "SFD-189", // Fire Below the Mountain
  "SFD-245": "SFD-193", // Grandmaster at Arms
  "SFD-246": "SFD-195", // Blade Dancer
  "SFD-247": "SFD-197", // Emperor of the Sands
  "SFD-248": "SFD-199", // Prodigal Explorer
  "SFD-249": "SFD-201", // Chem-Baroness
  "SFD-250": "SFD-203", // Battle Mistress
  "SFD-251": "SFD-205", // Grand Duelist
  // Spiritforged reprints of Origins cards (same name, text and costs): the Origins script.
  "SFD-222": "OGN-040", // Seal of Rage
  "SFD-223": "OGN-035", // Vayne, Hunter
  // Same name, text and costs (the SFD printings lack the region tag, which no card reads).
  "SFD-226": "OGN-081", // Seal of Focus
  "SFD-227": "OGN-119", // Ahri, Inquisitive
  "SFD-229": "OGN-120", // Seal of Insight
  "SFD-230": "OGN-121", // Teemo, Strategist
  "SFD-231": "OGN-163", // Seal of Strength
  "SFD-232": "OGN-164", // Sett, Brawler
  "SFD-234": "OGN-204", // Seal of Discord
  "SFD-235": "OGN-205", // Yasuo, Windrider
  "SFD-236": "OGN-243", // Darius, Executioner
  "SFD-237": "OGN-235", // Karma, Channeler
  "SFD-238": "OGN-245", // Seal of Unity
  ...VEN_ALIASES, // cards/aliases-ven.ts
  ...UNL_ALIASES, // cards/aliases-unl.ts
};

/** Base code of a printing: strips a variant suffix (`a`, `b`, `*`) and maps showcase printings to their card. */
export function baseCode(code: string): string {
  const b = code.replace(/[ab*]$/, "");
  return SHOWCASE_ALIASES[b] ?? b;
}

const scriptByPrinting = codeTable<CardScript | null>();

/** The script for a card code, or undefined if the card is not implemented. Tokens are built in. */
export function cardScript(code: string): CardScript | undefined {
  if (code === lastCode) return lastScript;
  let sc = scriptByPrinting[code];
  if (sc === undefined) {
    sc = byCode.get(baseCode(code)) ?? BUILT_IN.get(code) ?? null;
    scriptByPrinting[code] = sc; // scripts never change: one lookup per printing code
  }
  lastCode = code;
  lastScript = sc ?? undefined;
  return lastScript;
}

/** The last code {@link cardScript} served and its script (immutable per code; repeated calls skip the table). */
let lastCode = "";
let lastScript: CardScript | undefined;

/** All implemented scripts. */
export function allCardScripts(): readonly CardScript[] {
  return ALL_CARD_SCRIPTS;
}

/**
 * Can the engine run this card faithfully (deck validation's `isSupported`): true, or the reason it cannot.
 */
export function isSupported(code: string): true | string {
  const sc = cardScript(code);
  if (!sc) return "not implemented yet";
  if (sc.unsupported) return sc.unsupported;
  return true;
}

const BUILT_IN = new Map<string, CardScript>([
  ["TOKEN-RECRUIT", { code: "TOKEN-RECRUIT", name: "Recruit", text: "", abilities: [] }],
  ["TOKEN-SPRITE", { code: "TOKEN-SPRITE", name: "Sprite", text: "[Temporary]", abilities: [] }],
  ["TOKEN-MECH", { code: "TOKEN-MECH", name: "Mech", text: "", abilities: [] }], // CR 1.4 187.4
  ["TOKEN-SAND-SOLDIER", { code: "TOKEN-SAND-SOLDIER", name: "Sand Soldier", text: "", abilities: [] }], // 187.3
  [SHADOW_CLONE_CODE, SHADOW_CLONE_SCRIPT], // CR 1.4 187.11
  ["TOKEN-BIRD", { code: "TOKEN-BIRD", name: "Bird", text: "[Deflect]", abilities: [] }], // CR 1.4 187.7
  ["TOKEN-TENTACLE", { code: "TOKEN-TENTACLE", name: "Tentacle", text: "", abilities: [] }], // CR 1.4 187.10
  ["TOKEN-REFLECTION", { code: "TOKEN-REFLECTION", name: "Reflection", text: "", abilities: [] }], // CR 1.4 187.6
]);
