/**
 * A font for Chinese, Japanese and Korean text in the canvas pictures (the board and the standings; issue 15,
 * docs/bot.md "Fonts for Chinese text"). The Latin font (DejaVu Sans) has no CJK glyphs, so a Chinese player name or
 * title drew as empty boxes. The first CJK font found among `DUELHALL_CJK_FONT` and the files of the Debian packages
 * below is registered once under {@link CJK_FONT_ALIAS} and appended to every picture's font list: Skia falls back
 * to it per glyph. None found: nothing breaks, CJK characters draw as boxes (the rest of the picture is unchanged).
 */
import { existsSync } from "node:fs";
import { GlobalFonts } from "@napi-rs/canvas";
import { z } from "zod";

/** The family name the CJK font is registered under. */
export const CJK_FONT_ALIAS = "DuelhallCJK";

/**
 * CJK font files looked for, best first: Debian `fonts-noto-cjk` (what .ci/run and a production image install),
 * `fonts-wqy-microhei`, `fonts-wqy-zenhei`, `fonts-droid-fallback`.
 */
export const CJK_FONT_FILES: readonly string[] = [
  "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc",
  "/usr/share/fonts/opentype/noto/NotoSansCJKsc-Regular.otf",
  "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc",
  "/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc",
  "/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf",
];
/** Bold faces registered beside the regular one when present (same alias; Skia picks by weight). */
const CJK_BOLD_FILES: readonly string[] = ["/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc"];

/** Latin fonts for the pictures, best first (Debian DejaVu, Liberation), and their bold faces. */
export const LATIN_FONT_FILES: readonly string[] = [
  "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
  "/usr/share/fonts/dejavu/DejaVuSans.ttf",
  "/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf",
];
export const LATIN_BOLD_FILES: readonly string[] = [
  "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf",
  "/usr/share/fonts/dejavu/DejaVuSans-Bold.ttf",
];

/**
 * Registers the first existing file of `files` under the family `alias`, with each existing `bold` file beside it
 * (Skia picks the face by weight). Returns the file registered, or null when none exists or loads (never throws).
 */
export function registerFirstFont(
  files: readonly string[],
  alias: string,
  bold: readonly string[] = [],
): string | null {
  for (const f of files)
    if (existsSync(f) && GlobalFonts.registerFromPath(f, alias)) {
      for (const b of bold) if (existsSync(b)) GlobalFonts.registerFromPath(b, alias);
      return f;
    }
  return null;
}

let found: string | null | undefined;

/**
 * Registers the first CJK font that exists (once per process): the file named by `DUELHALL_CJK_FONT`, else
 * {@link CJK_FONT_FILES}. Returns the file registered, or null when there is none (pictures then draw boxes for CJK).
 */
export function cjkFont(env: NodeJS.ProcessEnv = process.env): string | null {
  if (found !== undefined) return found;
  const own = z
    .string()
    .min(1)
    .optional()
    .parse(env.DUELHALL_CJK_FONT || undefined);
  found = registerFirstFont(own ? [own, ...CJK_FONT_FILES] : CJK_FONT_FILES, CJK_FONT_ALIAS, CJK_BOLD_FILES);
  return found;
}

/** A CSS font list: `primary` (when set), then the CJK font when one is registered, then `sans-serif`. */
export function fontList(primary: string | null): string {
  return [primary, cjkFont() ? CJK_FONT_ALIAS : null, "sans-serif"].filter((x) => x !== null).join(", ");
}

const FONT_ALIAS = "DuelhallSans";
/** Font lists already registered (a failed one is tried again: a font may be installed later). */
const registered = new Set<readonly string[]>();

/** Registers the first existing font file under our alias (once per list); returns the CSS family list to use. */
export function boardFontFamily(files: readonly string[] | undefined): string {
  const list = files ?? LATIN_FONT_FILES;
  // Player names may be Chinese: the CJK font follows the Latin one (src/fonts.ts; docs/bot.md).
  if (!registered.has(list) && registerFirstFont(list, FONT_ALIAS, files === undefined ? LATIN_BOLD_FILES : []))
    registered.add(list);
  return fontList(registered.has(list) ? FONT_ALIAS : null);
}

/**
 * `text` cut to the longest prefix that, followed by "…", fits `max` pixels in the context's current font; `text`
 * itself when it fits. Shared by the board pictures (Riftbound's and the table games').
 */
export function fitText(ctx: { measureText(t: string): { width: number } }, text: string, max: number): string {
  if (ctx.measureText(text).width <= max) return text;
  let lo = 0;
  let hi = text.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (ctx.measureText(`${text.slice(0, mid)}…`).width <= max) lo = mid;
    else hi = mid - 1;
  }
  return `${text.slice(0, lo)}…`;
}
