/**
 * Issue 15 ("hand-written where discord.js does it"; docs/bot.md "discord.js instead of hand-written plumbing"): the
 * bot posts, edits and deletes through discord.js (channel.send, messages.edit, AttachmentBuilder) and builds
 * components with its builders, so no file of src/bot calls the REST client directly or writes raw component JSON.
 */
import { readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";

const dir = resolve(import.meta.dirname, "../../src/bot");
const files = readdirSync(dir, { recursive: true })
  .map(String)
  .filter((f) => f.endsWith(".ts"))
  .map((f) => ({ f, text: readFileSync(resolve(dir, f), "utf8") }));

describe("discord.js instead of hand-written plumbing (issue 15)", () => {
  it("no raw REST calls in src/bot (client.rest / rest.post|patch|put|delete|get)", () => {
    expect(files.length).toBeGreaterThan(20);
    const raw = files.filter(({ text }) => /\bclient\.rest\b|\brest\.(?:post|patch|put|delete|get)\(/.test(text));
    expect(raw.map((x) => x.f)).toEqual([]);
  });

  it("no raw component JSON in src/bot (rows, buttons and selects come from the builders)", () => {
    const raw = files.filter(({ text }) => /\btype:\s*(?:1|2|3|ComponentType\.\w+)\s*,/.test(text));
    expect(raw.map((x) => x.f)).toEqual([]);
  });
});
