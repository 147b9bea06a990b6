/**
 * Grand Archive decks: reading a pasted list in three shapes and the deck construction checks (CR General Rules
 * - Format Conventions, Standard Constructed Rules 1-3; Card Types - Champion 2; Ally 2, Weapon 2).
 *
 * Shapes: (1) the starter-deck text of `data/grand-archive/decks/*-deck.txt` (`N Name<TAB>[…]` under "# Material
 * Deck" / "# Main Deck" / "# Tokens" headings); (2) two lines of catalogue uuids (material deck, then main deck);
 * (3) plain text, `N Name` or `Nx Name` per line, optional "Material"/"Main" headings (without them, champions and
 * regalia go to the material deck).
 */
import { scriptOf } from "./cards/registry.js";
import { type GaCardData, cardByName, cardData, hasType } from "./rules/catalogue.js";
import type { GaDeckList } from "./rules/setup.js";
import { isMastery } from "./rules/mastery.js";
import { isStatus } from "./rules/statuses.js";

/** One problem with a deck, for people. */
export interface GaDeckIssue {
  readonly code: string;
  readonly message: string;
}

/** A parsed deck: catalogue ids per deck, and the name a list gave itself (if any). */
export type ParsedDeck = { ok: true; deck: GaDeckList } | { ok: false; problems: GaDeckIssue[] };

const UUID = /^[A-Za-z0-9]{10}$/;

function known(id: string): GaCardData | undefined {
  try {
    return cardData(id);
  } catch {
    return undefined;
  }
}

/** Reads a deck list in any of the three shapes. Unknown names or ids are listed as problems. */
export function parseDeckText(text: string): ParsedDeck {
  const lines = text.split(/\r?\n/).map((l) => l.trim());
  const content = lines.filter((l) => l && !l.startsWith("#"));
  if (content.length >= 1 && content.length <= 2 && content.every((l) => l.split(/\s+/).every((t) => UUID.test(t)))) {
    const [mat, main] = content.map((l) => l.split(/\s+/));
    const problems = [...(mat ?? []), ...(main ?? [])]
      .filter((id) => !known(id))
      .map((id) => ({ code: "deck/unknown-card", message: `Unknown card id ${id}.` }));
    return problems.length ? { ok: false, problems } : { ok: true, deck: { material: mat ?? [], main: main ?? [] } };
  }
  const deck = { material: [] as string[], main: [] as string[] };
  const problems: GaDeckIssue[] = [];
  let section: "material" | "main" | "tokens" | null = null;
  for (const raw of lines) {
    const head = /^#*\s*(material|main|tokens)\b/i.exec(raw);
    if (head && !/^\d/.test(raw)) {
      section = head[1]!.toLowerCase() as "material" | "main" | "tokens";
      continue;
    }
    if (!raw || raw.startsWith("#")) continue;
    const m = /^(?:(\d+)\s*x?\s+)?([^\t[]+?)\s*(?:\t.*|\[.*)?$/i.exec(raw);
    if (!m) continue;
    const count = Number(m[1] ?? 1);
    const c = cardByName(m[2]!);
    if (isStatus(m[2]!)) {
      problems.push({
        code: "deck/status",
        message: `"${m[2]}" is a status card: it can't be in a deck (CR Game Mechanics - Statuses 1).`,
      });
      continue;
    }
    if (isMastery(m[2]!)) {
      problems.push({
        code: "deck/mastery",
        message: `"${m[2]}" is a mastery card: it can't be in a deck (CR Game Mechanics - Mastery 3).`,
      });
      continue;
    }
    if (!c) {
      problems.push({ code: "deck/unknown-card", message: `Unknown card "${m[2]}".` });
      continue;
    }
    if (section === "tokens") continue;
    const into = section ?? (hasType(c, "CHAMPION") || hasType(c, "REGALIA") ? "material" : "main");
    for (let i = 0; i < count; i++) deck[into].push(c.id);
  }
  return problems.length ? { ok: false, problems } : { ok: true, deck };
}

/**
 * Deck construction checks (CR Format Conventions, Standard Constructed 1-3): main deck at least 60 cards, at
 * most four of a name, no champion or regalia; material deck at most 12 cards, one of a name, only champions and
 * regalia, a Level 0 champion; every card one the engine runs faithfully (else refused with the reason).
 */
export function checkDeck(deck: GaDeckList): GaDeckIssue[] {
  const out: GaDeckIssue[] = [];
  const count = (ids: readonly string[]) => {
    const m = new Map<string, number>();
    for (const id of ids) m.set(cardData(id).name, (m.get(cardData(id).name) ?? 0) + 1);
    return m;
  };
  if (deck.main.length < 60)
    out.push({
      code: "deck/main-size",
      message: `The main deck has ${deck.main.length} cards; it needs at least 60 (Format Conventions: Standard Constructed 1).`,
    });
  for (const [n, k] of count(deck.main))
    if (k > 4)
      out.push({ code: "deck/main-copies", message: `${k} copies of ${n}: at most 4 (Standard Constructed 1).` });
  if (deck.material.length > 12)
    out.push({
      code: "deck/material-size",
      message: `The material deck has ${deck.material.length} cards; at most 12 (Standard Constructed 2).`,
    });
  for (const [n, k] of count(deck.material))
    if (k > 1)
      out.push({
        code: "deck/material-copies",
        message: `${k} copies of ${n} in the material deck: at most 1 (Standard Constructed 2).`,
      });
  if (!deck.material.some((id) => hasType(cardData(id), "CHAMPION") && cardData(id).level === 0))
    out.push({
      code: "deck/no-level-0",
      message: "The material deck needs a Level 0 champion (Standard Constructed 3).",
    });
  for (const id of deck.main) {
    const d = cardData(id);
    if (hasType(d, "CHAMPION") || hasType(d, "REGALIA"))
      out.push({
        code: "deck/material-in-main",
        message: `${d.name} belongs in the material deck (Card Types - Champion 2).`,
      });
  }
  for (const id of deck.material) {
    const d = cardData(id);
    if (!hasType(d, "CHAMPION") && !hasType(d, "REGALIA"))
      out.push({ code: "deck/main-in-material", message: `${d.name} belongs in the main deck.` });
  }
  const refused = new Set<string>();
  for (const id of [...deck.material, ...deck.main]) {
    const s = scriptOf(id);
    const why = !s ? "not implemented yet" : s.unsupported;
    if (why && !refused.has(id)) {
      refused.add(id);
      out.push({ code: "deck/unsupported", message: `${cardData(id).name} can't be played yet: ${why}.` });
    }
  }
  return dedupe(out);
}

function dedupe(issues: GaDeckIssue[]): GaDeckIssue[] {
  const seen = new Set<string>();
  return issues.filter((i) => {
    if (seen.has(i.message)) return false;
    seen.add(i.message);
    return true;
  });
}
