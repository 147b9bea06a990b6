/**
 * Log hygiene (issue 19 item 4): failed REST calls are logged without their request body, attachments or the
 * interaction token. The fake Discord fails the match start's board post and hand DMs (500) and answers an
 * interaction too late (10062); the captured log must contain no card name, no token and no byte array.
 */
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger, scrub } from "../../src/log.js";
import { highcard } from "../games/highcard.js";
import { type BotTable, startTable } from "../helpers/bot-table.js";
import type { FakeUser } from "../helpers/fake-discord.js";
import { openPastedDuel } from "../helpers/open-duel.js";

const lines: string[] = [];
const sink = new Writable({
  write(chunk: Buffer, _enc, done) {
    lines.push(...chunk.toString().split("\n").filter(Boolean));
    done();
  },
});

let t: BotTable;
beforeAll(async () => {
  t = await startTable({ games: { highcard }, logger: createLogger("debug", sink) });
});
afterAll(async () => {
  await t?.close();
});

/** Challenges, accepts and starts a Highcard match while message posts whose JSON `fails` get a 500. */
async function startMatch(challenger: FakeUser, opponent: FakeUser, fails: (json: unknown) => boolean): Promise<void> {
  const { fake } = t;
  await openPastedDuel(t, {
    challenger,
    opponent,
    list: "any deck",
    beforeStart: () => {
      fake.faults.push({
        match: (r) => /^\/channels\/\d+\/messages/.test(r.path) && fails(r.json),
        status: 500,
        code: 0,
      });
    },
  });
  fake.faults.length = 0;
}

const CARD_NAMES = /\b(Ash|Birch|Cedar|Dogwood|Elm|Fir|Gum|Hazel)\b/;

describe("no private data in the log", () => {
  it("failed board posts, hand DMs and a late answer are logged without bodies, bytes or tokens", async () => {
    const { fake } = t;
    const text = (json: unknown) => JSON.stringify(json ?? "");
    // First match: every DM showing a hand fails (the DM body holds the card names).
    await startMatch(fake.alice, fake.bob, (json) => CARD_NAMES.test(text(json)));
    // Second match: the board post fails (its body holds the PNG bytes).
    await startMatch(fake.carol, fake.bob, (json) => text(json).includes('"attachments"'));
    // An interaction answered after Discord's deadline: 10062 on a URL that carries the token.
    fake.interactionDeadlineMs = 0;
    const late = fake.slash(fake.carol, "duel challenge", { opponent: fake.alice, deck: "any deck" });
    await late.firstCallback().catch(() => undefined);
    await fake.until(() => lines.some((l) => l.includes("10062") || l.includes("Unknown interaction")), 10_000);
    fake.interactionDeadlineMs = 3000;
    const log = lines.join("\n");
    expect(log).toContain("interaction handler failed");
    expect(log).not.toMatch(CARD_NAMES);
    for (const i of fake.interactions) expect(log).not.toContain(i.token);
    expect(log).not.toMatch(/\[(\d{1,3},){16,}/); // no byte arrays
    expect(log).not.toContain('"type":"Buffer"');
    expect(log).not.toContain("iVBORw0KGgo"); // nor base64 PNG
    expect(Math.max(...lines.map((l) => l.length))).toBeLessThan(20_000);
  });

  it("scrub drops private keys at any depth, summarises bytes and masks tokens", () => {
    const token = "aW50ZXJhY3Rpb246MTIzNDU2Nzg5MDEyMzQ1Njc4OTA";
    expect(
      scrub({
        url: `https://discord.com/api/v10/interactions/1234/${token}/callback`,
        nested: { requestBody: { json: { hand: ["Ash"] } }, png: Buffer.alloc(500), nums: Array(100).fill(7) },
        constructor: 1,
      }),
    ).toEqual({
      url: "https://discord.com/api/v10/interactions/1234/[token]/callback",
      nested: { requestBody: "[redacted]", png: "[500 bytes]", nums: "[100 bytes]" },
      constructor: 1,
    });
  });
});
