/**
 * WoW deck construction (001 100) and import. A deck is a hero plus at least 60 cards (100.1); a card with class
 * or faction trait icons must share one with the hero (100.2: faction Alliance/Horde, class icons); "[Trait] Hero
 * Required." needs the hero to have that trait (100.2b: race, class or talent); at most 4 copies per name unless
 * Unlimited (100.4); Aldor and Scryer Reputation exclude each other (100.2c). A card the engine cannot run is
 * refused with its reason (never guessed). Imports: the remariano138 JSON shape and plain text lists.
 */
import { z } from "zod";
import type { WowPrinting } from "./cards/printing.js";
import { allPrintings, findPrinting, isSupported, laterPrintings } from "./cards/registry.js";

/**
 * A validated deck: hero and card ids (printing ids, one entry per copy); `side`: the optional side deck (CR 7.4
 * 100.3: exactly 10 cards for Constructed), the player's collection in a tournament (800.2a).
 */
export interface WowDeck {
  readonly hero: string;
  readonly cards: readonly string[];
  readonly side?: readonly string[];
}

/** CR 7.4 100.3: a Constructed side deck is exactly this many cards. */
export const SIDE_DECK_SIZE = 10;

/** A deck problem (the service's DeckIssue shape). */
export interface WowDeckIssue {
  readonly message: string;
  readonly rule?: string;
  readonly code?: string;
}

/** The remariano138 decklist JSON shape (`decks/*.json`). */
export const RemarianoDeckSchema = z.object({
  deck_id: z.string().optional(),
  display_name: z.string().optional(),
  hero_card_def_id: z.string(),
  card_entries: z.array(
    z.object({ card_def_id: z.string(), count: z.number().int().min(1).max(99), _card_name: z.string().optional() }),
  ),
});

/** `azeroth_340` → `HoA-340`, `dark_portal_289` → `TDP-289`; null for anything else. */
export function fromRemarianoId(id: string): string | null {
  const m = /^(azeroth|dark_portal)_(\d+)$/.exec(id);
  return m ? `${m[1] === "azeroth" ? "HoA" : "TDP"}-${m[2]}` : null;
}

const byName = new Map<string, WowPrinting>();
for (const p of [...allPrintings(), ...laterPrintings()])
  if (!byName.has(p.name.toLowerCase())) byName.set(p.name.toLowerCase(), p);

/** Finds a printing by id (`HoA-113`) or exact name (case-insensitive). */
export function lookupCard(ref: string): WowPrinting | undefined {
  const t = ref.trim();
  return findPrinting(t) ?? findPrinting(fromRemarianoId(t) ?? "") ?? byName.get(t.toLowerCase());
}

/** Parses a deck from remariano JSON or plain text (`Hero: Ta'zo` then lines `4 Lightning Bolt` or `4x HoA-113`). */
export function parseDeckText(text: string): {
  hero: string | null;
  entries: { ref: string; count: number }[];
  /** The side deck's entries (a "Sideboard" / "Side deck" section of a plain text list; CR 7.4 100.3). */
  side: { ref: string; count: number }[];
  problems: WowDeckIssue[];
} {
  const trimmed = text.trim().replace(/^\uFEFF/, "");
  if (trimmed.startsWith("{")) {
    let raw: unknown;
    try {
      raw = JSON.parse(trimmed);
    } catch {
      return {
        hero: null,
        entries: [],
        side: [],
        problems: [{ message: "The deck looks like JSON but does not parse." }],
      };
    }
    const r = RemarianoDeckSchema.safeParse(raw);
    if (!r.success)
      return {
        hero: null,
        entries: [],
        side: [],
        problems: [{ message: `Not a decklist: ${r.error.issues[0]?.message ?? "invalid"}` }],
      };
    // The remariano138 shape has no side deck field (its 14 decklists have none).
    return {
      hero: r.data.hero_card_def_id || null,
      entries: r.data.card_entries.map((e) => ({ ref: e.card_def_id, count: e.count })),
      side: [],
      problems: [],
    };
  }
  let hero: string | null = null;
  const entries: { ref: string; count: number }[] = [];
  const side: { ref: string; count: number }[] = [];
  let section = entries;
  const problems: WowDeckIssue[] = [];
  for (const [i, line] of trimmed.split(/\r?\n/).entries()) {
    const l = line.trim();
    if (!l || l.startsWith("#") || l.startsWith("//")) continue;
    // A "Sideboard" / "Side deck" heading starts the side deck (CR 7.4 100.3); "Main deck" returns to the deck.
    if (/^(sideboard|side\s*deck)\s*:?$/i.test(l)) {
      section = side;
      continue;
    }
    if (/^(main\s*deck|deck)\s*:?$/i.test(l)) {
      section = entries;
      continue;
    }
    const h = /^hero\s*:\s*(.+)$/i.exec(l);
    if (h) {
      hero = h[1]!.trim();
      continue;
    }
    const m = /^(\d+)\s*x?\s+(.+)$/i.exec(l);
    if (m) section.push({ ref: m[2]!.trim(), count: Number(m[1]) });
    else problems.push({ message: `Line ${i + 1}: expected "Hero: <name>" or "<count> <card>", got "${l}".` });
  }
  return { hero, entries, side, problems };
}

/** 100.2b: "X Hero Required." traits of a card. */
function heroRequired(p: WowPrinting): string | null {
  return /^([A-Za-z' ]+?) Hero Required(?:\.|\s|$)/.exec(p.text)?.[1] ?? null;
}

/**
 * The problems of a deck against 001 100.1-100.4 and the engine's support; empty when legal. `side`: the side deck
 * (CR 7.4 100.3: exactly 10 cards, each one that could be in the main deck; 100.4 counts copies over both).
 */
export function validateDeck(heroId: string, cards: readonly string[], side: readonly string[] = []): WowDeckIssue[] {
  const problems: WowDeckIssue[] = [];
  const hero = findPrinting(heroId);
  if (hero?.type !== "Hero") return [{ message: `${heroId} is not a hero.`, rule: "101.1" }];
  const heroOk = isSupported(hero.id);
  if (heroOk !== true) problems.push({ message: heroOk, code: "card/unsupported" });
  if (cards.length < 60)
    problems.push({ message: `The deck has ${cards.length} cards; at least 60 are needed.`, rule: "100.1" });
  if (side.length > 0 && side.length !== SIDE_DECK_SIZE)
    problems.push({
      message: `The side deck has ${side.length} cards; a side deck is exactly ${SIDE_DECK_SIZE}.`,
      rule: "CR 7.4 100.3",
    });
  const counts = new Map<string, number>();
  const all = [...cards, ...side];
  for (const id of new Set(all)) {
    const p = findPrinting(id);
    if (!p) {
      problems.push({ message: `Unknown card ${id}.` });
      continue;
    }
    const n = all.filter((c) => c === id).length;
    counts.set(p.name, (counts.get(p.name) ?? 0) + n);
    if (p.type === "Hero") problems.push({ message: `${p.name} is a hero and can't be in the deck.`, rule: "100.1" });
    if (p.faction !== "Neutral" && p.faction !== hero.faction)
      problems.push({ message: `${p.name} is ${p.faction}; your hero is ${hero.faction}.`, rule: "100.2" });
    if (p.classes.length > 0 && p.type !== "Hero" && !p.classes.includes(hero.cls ?? ""))
      problems.push({ message: `${p.name} is for ${p.classes.join("/")}; your hero is a ${hero.cls}.`, rule: "100.2" });
    const req = heroRequired(p);
    if (req && ![hero.race, hero.cls, hero.talent].includes(req))
      problems.push({ message: `${p.name} needs a ${req} hero.`, rule: "100.2b" });
    const ok = isSupported(id);
    if (ok !== true) problems.push({ message: ok, code: "card/unsupported" });
  }
  for (const [name, n] of counts) {
    const unlimited = allPrintings().some((p) => p.name === name && p.subtypes.includes("Unlimited"));
    if (n > 4 && !unlimited) problems.push({ message: `${n} copies of ${name}; at most 4.`, rule: "100.4" });
  }
  const reps = (r: string) => all.some((id) => findPrinting(id)?.text.includes(`${r} Reputation`));
  if (reps("Aldor") && reps("Scryer"))
    problems.push({ message: "A deck can't contain both Aldor and Scryer Reputation cards.", rule: "100.2c" });
  return problems;
}

/** Parses, resolves and validates a pasted deck; every problem listed when refused. */
export function buildWowDeck(text: string): { ok: true; deck: WowDeck } | { ok: false; problems: WowDeckIssue[] } {
  const parsed = parseDeckText(text);
  const problems = [...parsed.problems];
  const hero = parsed.hero ? lookupCard(parsed.hero) : undefined;
  if (!parsed.hero) problems.push({ message: "The deck names no hero.", rule: "101.1" });
  else if (!hero) problems.push({ message: `Unknown hero "${parsed.hero}".` });
  const resolve = (list: readonly { ref: string; count: number }[]): string[] => {
    const out: string[] = [];
    for (const e of list) {
      const p = lookupCard(e.ref);
      if (!p) problems.push({ message: `Unknown card "${e.ref}".` });
      else for (let i = 0; i < e.count; i++) out.push(p.id);
    }
    return out;
  };
  const cards = resolve(parsed.entries);
  const side = resolve(parsed.side);
  if (hero) problems.push(...validateDeck(hero.id, cards, side));
  return problems.length
    ? { ok: false, problems }
    : { ok: true, deck: { hero: hero!.id, cards, ...(side.length ? { side } : {}) } };
}

/**
 * A legal deck for `heroId` made of implemented cards only (four copies each, in catalogue order), for soaks and demos;
 * `classFirst`: the cards with class icons first, newest set first (so a Through the Dark Portal hero's soak deck
 * plays its class's TDP cards).
 */
export function sampleDeck(heroId: string, size = 60, classFirst = false): WowDeck {
  const key = `${heroId}/${size}/${classFirst}`;
  const cached = samples.get(key);
  if (cached) return cached;
  const legal = allPrintings().filter(
    (p) =>
      p.type !== "Hero" &&
      isSupported(p.id) === true &&
      validateDeck(
        heroId,
        [...Array(60)].map(() => p.id),
      ).every((x) => x.rule === "100.4"),
  );
  if (classFirst)
    legal.sort((a, b) => Number(b.classes.length > 0) - Number(a.classes.length > 0) || b.id.localeCompare(a.id));
  const cards: string[] = [];
  for (let round = 0; cards.length < size && round < 4; round++)
    for (const p of legal) if (cards.length < size) cards.push(p.id);
  const deck = { hero: heroId, cards };
  samples.set(key, deck);
  return deck;
}
const samples = new Map<string, WowDeck>();

/**
 * A deck as the plain-text list {@link parseDeckText} reads: `Hero: <id>` then `<count>x <id>` per printing, and the
 * side deck after a `Side deck` heading.
 */
export function wowDeckText(deck: WowDeck): string {
  const lines = (cards: readonly string[]) => {
    const counts = new Map<string, number>();
    for (const c of cards) counts.set(c, (counts.get(c) ?? 0) + 1);
    return [...counts].map(([id, n]) => `${n}x ${id}`);
  };
  const side = deck.side?.length ? ["Side deck", ...lines(deck.side)] : [];
  return [`Hero: ${deck.hero}`, ...lines(deck.cards), ...side].join("\n");
}
