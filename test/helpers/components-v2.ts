/**
 * Message component rules the fake Discord enforces (developers/components/reference, "Component reference" and
 * "Using Components V2"): without the IS_COMPONENTS_V2 flag only action rows (at most 5) are allowed; with it a
 * message has no content and no embeds, its top level holds action rows, sections, text displays, media
 * galleries, files, separators and containers, at most 40 components in all (nested ones count) and at most 4000
 * characters of text display content. Once set, the flag stays on the message (an edit cannot remove it).
 */
import { ComponentType, MessageFlags } from "discord-api-types/v10";
import { z } from "zod";

/** Discord's Components V2 limits. */
export const V2_LIMITS = { components: 40, text: 4000, rows: 5, rowButtons: 5, sectionTexts: 3, gallery: 10 };

/** The V2 flag as a number. */
export const IS_COMPONENTS_V2 = MessageFlags.IsComponentsV2;

const TOP_V2 = new Set<number>([
  ComponentType.ActionRow,
  ComponentType.Section,
  ComponentType.TextDisplay,
  ComponentType.MediaGallery,
  ComponentType.File,
  ComponentType.Separator,
  ComponentType.Container,
]);
const IN_CONTAINER = new Set<number>([
  ComponentType.ActionRow,
  ComponentType.Section,
  ComponentType.TextDisplay,
  ComponentType.MediaGallery,
  ComponentType.File,
  ComponentType.Separator,
]);
const SELECTS = new Set<number>([
  ComponentType.StringSelect,
  ComponentType.UserSelect,
  ComponentType.RoleSelect,
  ComponentType.MentionableSelect,
  ComponentType.ChannelSelect,
]);

const Any = z.object({ type: z.number().int() }).loose();
type Any = z.infer<typeof Any>;
const Children = z.array(Any);

/** Why a message's components break Discord's rules, or null when they are fine. */
export function componentProblem(
  flags: number,
  content: string | undefined,
  embeds: readonly unknown[] | undefined,
  components: readonly unknown[],
): string | null {
  const top = Children.safeParse(components);
  if (!top.success) return "components must be objects with a type";
  if ((flags & IS_COMPONENTS_V2) === 0) {
    if (top.data.some((c) => c.type !== ComponentType.ActionRow))
      return "only action rows are allowed without IS_COMPONENTS_V2";
    if (top.data.length > V2_LIMITS.rows) return "at most 5 action rows";
    for (const r of top.data) {
      const p = checkRow(r);
      if (p) return p;
    }
    return null;
  }
  if (content) return "a Components V2 message cannot have content";
  if (embeds && embeds.length > 0) return "a Components V2 message cannot have embeds";
  if (top.data.length === 0) return "a Components V2 message needs at least one component";
  const tally = { count: 0, text: 0 };
  for (const c of top.data) {
    if (!TOP_V2.has(c.type)) return `component type ${c.type} is not allowed at the top level`;
    const p = walk(c, tally);
    if (p) return p;
  }
  if (tally.count > V2_LIMITS.components) return `${tally.count} components (at most ${V2_LIMITS.components})`;
  if (tally.text > V2_LIMITS.text) return `${tally.text} characters of text (at most ${V2_LIMITS.text})`;
  return null;
}

function checkRow(r: Any): string | null {
  const kids = Children.safeParse(r.components);
  if (!kids.success || kids.data.length === 0) return "an action row needs components";
  const buttons = kids.data.filter((k) => k.type === ComponentType.Button).length;
  const selects = kids.data.filter((k) => SELECTS.has(k.type)).length;
  if (buttons + selects !== kids.data.length) return "an action row holds only buttons or one select";
  if (selects > 0 && kids.data.length !== 1) return "a select fills its action row alone";
  if (buttons > V2_LIMITS.rowButtons) return "at most 5 buttons per action row";
  return null;
}

function walk(c: Any, tally: { count: number; text: number }): string | null {
  tally.count++;
  switch (c.type) {
    case ComponentType.ActionRow: {
      const p = checkRow(c);
      if (p) return p;
      tally.count += (c.components as unknown[]).length;
      return null;
    }
    case ComponentType.TextDisplay: {
      const t = z.string().min(1).safeParse(c.content);
      if (!t.success) return "a text display needs non-empty content";
      tally.text += t.data.length;
      return null;
    }
    case ComponentType.Separator: {
      if (c.spacing !== undefined && c.spacing !== 1 && c.spacing !== 2) return "separator spacing is 1 or 2";
      return null;
    }
    case ComponentType.Section: {
      const kids = Children.safeParse(c.components);
      if (!kids.success || kids.data.length < 1 || kids.data.length > V2_LIMITS.sectionTexts)
        return "a section holds 1-3 text displays";
      for (const k of kids.data) {
        if (k.type !== ComponentType.TextDisplay) return "a section holds only text displays";
        const p = walk(k, tally);
        if (p) return p;
      }
      const acc = Any.safeParse(c.accessory);
      if (!acc.success || (acc.data.type !== ComponentType.Thumbnail && acc.data.type !== ComponentType.Button))
        return "a section needs a thumbnail or button accessory";
      tally.count++;
      return null;
    }
    case ComponentType.MediaGallery: {
      const items = z.array(z.unknown()).safeParse(c.items);
      if (!items.success || items.data.length < 1 || items.data.length > V2_LIMITS.gallery)
        return "a media gallery holds 1-10 items";
      return null;
    }
    case ComponentType.File:
      return null;
    case ComponentType.Container: {
      const kids = Children.safeParse(c.components);
      if (!kids.success || kids.data.length === 0) return "a container needs components";
      if (c.accent_color !== undefined && c.accent_color !== null) {
        const ok = z.number().int().min(0).max(0xffffff).safeParse(c.accent_color);
        if (!ok.success) return "accent_color is an RGB integer";
      }
      for (const k of kids.data) {
        if (!IN_CONTAINER.has(k.type)) return `component type ${k.type} is not allowed in a container`;
        const p = walk(k, tally);
        if (p) return p;
      }
      return null;
    }
    default:
      return `component type ${c.type} is not a message component`;
  }
}

/**
 * Everything a message says in text: its content and, for a Components V2 message, every text display (in
 * order, nested ones included), joined by newlines. Tests read messages through this instead of `content`.
 */
export function messageText(m: { content?: string; components?: readonly unknown[] }): string {
  const out: string[] = m.content ? [m.content] : [];
  const visit = (c: unknown) => {
    const x = Any.safeParse(c);
    if (!x.success) return;
    if (x.data.type === ComponentType.TextDisplay && typeof x.data.content === "string") out.push(x.data.content);
    for (const k of Array.isArray(x.data.components) ? x.data.components : []) visit(k);
  };
  for (const c of m.components ?? []) visit(c);
  return out.join("\n");
}
