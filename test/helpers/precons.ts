/**
 * Picks two precon decks the engine fully supports, for the end-to-end test and the demo: Jinx vs Viktor when
 * both are supported, else the first supported precons of DECKS_DIR (a mirror match when only one is).
 */
import { resolve } from "node:path";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { CardSource } from "../../src/games/riftbound/data/card-source.js";
import { buildDeck } from "../../src/games/riftbound/match-config.js";
import type { RbDeck } from "../../src/games/riftbound/rules/setup.js";
import { riftboundAdapter } from "../../src/games/riftbound/host.js";

/**
 * Where the precon lists live: the repository's copies of ../shared/decks (the 13 official preconstructed decks),
 * so tests, the demo, the bench and the scripts work from a clone anywhere (override with DUELHALL_DECKS_DIR).
 */
export const DECKS_DIR = process.env.DUELHALL_DECKS_DIR ?? resolve(import.meta.dirname, "../decks/fixtures/decks");

/** A precon: file stem and text. */
export interface Precon {
  name: string;
  text: string;
}

/** Reads a precon list by stem (e.g. `precon-ogn-jinx`). */
export function precon(name: string): Precon {
  return { name, text: readFileSync(path.join(DECKS_DIR, `${name}.txt`), "utf8") };
}

/** True when the service would accept the deck (every card supported). */
export function supported(p: Precon): boolean {
  return riftboundAdapter().buildDeck(p.text).ok;
}

/** Two supported precons, preferring Jinx vs Viktor. @throws when none is supported. */
export function pickPrecons(): [Precon, Precon] {
  const preferred = ["precon-ogn-jinx", "precon-ogn-viktor"].map(precon);
  if (preferred.every(supported)) return [preferred[0]!, preferred[1]!];
  const all = existsSync(DECKS_DIR)
    ? readdirSync(DECKS_DIR)
        .filter((f) => f.startsWith("precon-") && f.endsWith(".txt"))
        .sort()
        .map((f) => precon(f.replace(/\.txt$/, "")))
    : [];
  const ok = [
    ...preferred.filter(supported),
    ...all.filter((p) => !preferred.some((q) => q.name === p.name) && supported(p)),
  ];
  if (ok.length === 0) throw new Error(`no fully supported precon in ${DECKS_DIR}`);
  return [ok[0]!, ok[1] ?? ok[0]!];
}

/**
 * Builds a precon by short name (`ogn-jinx`) for engine tests, cards the engine does not run allowed.
 * @throws Error listing the deck problems if it does not build.
 */
export function preconDeck(name: string, source: CardSource): RbDeck {
  const b = buildDeck(precon(`precon-${name}`).text, source, { requireSupported: false });
  if (!b.ok) throw new Error(JSON.stringify(b.problems));
  return b.deck;
}
