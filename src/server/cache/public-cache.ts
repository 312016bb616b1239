import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { Db } from '../db/database';
import { type CacheTopic, readVersions } from './cache-versions.repository';
import { AFTER_LOCAL_CHANGE_MS, localChangeSettlesAt, settledChanges } from './local-changes';

/** Another process's change is noticed within this time: versions are read at most this often. */
export const CHECK_EVERY_MS = 250;
/** A check is started this long after the last one, before the copies stop being known current. */
const REFRESH_AHEAD_MS = CHECK_EVERY_MS / 2;
const MAX_ENTRIES = 500;
// Below this a compressed copy saves nothing (the compress plugin's own threshold).
const GZIP_FROM_BYTES = 1024;

/** A kept copy as `get` answers it: with the instant a time-dependent list stops being valid. */
export type KeptAnswer = CachedAnswer & { expiresAt: number };

/** A serialized answer ready to send again: the JSON text, its gzip and its ETag. */
export interface CachedAnswer {
  body: string;
  /** The JSON's length in bytes (UTF-8). */
  bodyBytes: number;
  gzip: Buffer | null;
  /** The gzip as a latin1 string: Node writes such a body in one piece with the headers. */
  gzipText: string | null;
  etag: string;
}

interface Entry extends CachedAnswer {
  version: number;
  /** Time-dependent lists (future slots) stop being valid at this instant (ms). */
  expiresAt: number;
}

export interface Loaded<T = unknown> {
  value: T;
  expiresAt?: number;
}

function toAnswer(value: unknown): CachedAnswer {
  const body = JSON.stringify(value);
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 27);
  const gzip = body.length >= GZIP_FROM_BYTES ? gzipSync(body) : null;
  // Weak: the same JSON is sent plain or gzipped, so the bytes differ but the meaning does not.
  return {
    body,
    bodyBytes: Buffer.byteLength(body),
    gzip,
    gzipText: gzip && gzip.toString('latin1'),
    etag: `W/"${hash}"`,
  };
}

/**
 * One process's copies of public answers, per query key (bounded, least recently used dropped
 * first). A copy is used while its topic's version in the database is the one it was built
 * under and its expiry has not passed.
 */
export class PublicCache {
  private readonly entries = new Map<string, Entry>();
  private readonly loading = new Map<string, Promise<Entry>>();
  /** Values (not answers) kept by `value`, each under the version it was read at. */
  private readonly values = new Map<string, { version: number; value: Promise<unknown> }>();
  private readonly versions = new Map<string, number>();
  private checkedAt = -Infinity;
  private checking: Promise<void> | null = null;
  /** The check that starts when the one under way ends (for reads that need a later one). */
  private nextCheck: Promise<void> | null = null;
  /** How many reported local changes had ended when the last check started. */
  private checkSettled = 0;
  /** The last check that answered: when it started, and the reported ends it covers. */
  private good = { at: -Infinity, settled: 0 };
  private eagerUntil = 0;

  constructor(private readonly db: Db) {}

  /** This process changed public data: its next reads must not trust the last version check. */
  changedHere(): void {
    this.eagerUntil = Date.now() + AFTER_LOCAL_CHANGE_MS;
  }

  private async check(): Promise<void> {
    const read = await readVersions(this.db);
    // Checks may overlap (right after a local change): an older answer never undoes a newer one.
    for (const [topic, version] of read)
      if (version > (this.versions.get(topic) ?? -1)) this.versions.set(topic, version);
  }

  /** Until when every read must check the versions: a change of this process may be settling. */
  private eagerUntilNow(): number {
    return Math.max(this.eagerUntil, localChangeSettlesAt());
  }

  /** Starts a check (the only one under way) and notes when it began. */
  private startCheck(): Promise<void> {
    const started = { at: Date.now(), settled: settledChanges() };
    this.checkedAt = started.at;
    this.checkSettled = started.settled;
    this.checking = this.check()
      .then(() => {
        if (started.at >= this.good.at) this.good = started;
      })
      .finally(() => {
        this.checking = null;
      });
    this.checking.catch(() => {
      this.checkedAt = -Infinity;
    });
    return this.checking;
  }

  /** A check that starts after now: the one under way began too early, so the next one. */
  private laterCheck(): Promise<void> {
    if (!this.checking) return this.startCheck();
    this.nextCheck ??= this.checking
      .catch(() => undefined)
      .then(() => {
        this.nextCheck = null;
        return this.startCheck();
      });
    return this.nextCheck;
  }

  private async refreshVersions(): Promise<void> {
    const now = Date.now();
    // Right after a local change the commit may land after a check under way began: a read then
    // waits for a check that starts after it arrived. Reads arriving during one check share the
    // next: one query a round trip, not one a read (decision 075).
    if (now < this.eagerUntilNow()) return this.laterCheck();
    // A booking of this process ended after the last check began: one check started since.
    if (this.checkSettled < settledChanges()) return this.laterCheck();
    if (this.knownCurrent(now)) return;
    // The last answer is too old: a check under way is newer, so reads beside it wait for it too.
    if (this.checking) return this.checking;
    return this.startCheck();
  }

  /**
   * Whether the versions are known current without waiting (see `peek`): the last check that
   * answered began less than CHECK_EVERY_MS ago, after this process's last reported change ended,
   * and no unreported local change is settling. The next check starts halfway through that time,
   * so on a busy machine, where a check may take a while, reads are still answered meanwhile
   * (decision 075) under the same bound.
   */
  private knownCurrent(now: number): boolean {
    if (now < this.eagerUntilNow() || this.good.settled < settledChanges()) return false;
    if (!this.checking && now - this.checkedAt >= REFRESH_AHEAD_MS)
      this.startCheck().catch(() => undefined);
    return now - this.good.at < CHECK_EVERY_MS;
  }

  /**
   * Every topic's version, current by the same rule as `get` (checked within CHECK_EVERY_MS, or
   * after this read arrived while a local change settles), as one comparable text.
   */
  async currentStamp(): Promise<string> {
    await this.refreshVersions();
    return this.stamp();
  }

  /** The versions as last read, without a check: only for a copy made under them. */
  private stamp(): string {
    return [...this.versions]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([topic, version]) => `${topic}:${version}`)
      .join(',');
  }

  /** The stamp when it is known current without waiting (as `peek`), else undefined. */
  peekStamp(): string | undefined {
    return this.knownCurrent(Date.now()) ? this.stamp() : undefined;
  }

  /**
   * The kept copy for `key` when it is known current without waiting: the last check that
   * answered began less than CHECK_EVERY_MS ago and no local change is settling.
   * Undefined otherwise, and the caller takes the `get` path, which checks.
   */
  peek(topic: CacheTopic, key: string): CachedAnswer | undefined {
    const now = Date.now();
    if (!this.knownCurrent(now)) return undefined;
    const hit = this.entries.get(key);
    if (!hit || hit.version !== (this.versions.get(topic) ?? 0) || now >= hit.expiresAt)
      return undefined;
    return hit;
  }

  /**
   * A value the server itself uses (not an answer), read by `load` and kept under `topic`'s
   * version (decision 084: an order's settings). Kept while the versions are known current
   * without waiting, as for `peek` but for a topic no reported change moves (only bookings report
   * their end, and they move `slots`); otherwise read afresh rather than wait for a version check
   * a read started, which waits behind writes for a pool place (decision 080).
   */
  async value<T>(topic: Exclude<CacheTopic, 'slots'>, key: string, load: () => Promise<T>) {
    const now = Date.now();
    if (!this.checking && now - this.checkedAt >= REFRESH_AHEAD_MS)
      this.startCheck().catch(() => undefined);
    if (now < this.eagerUntilNow() || now - this.good.at >= CHECK_EVERY_MS) return load();
    const version = this.versions.get(topic) ?? 0;
    const kept = this.values.get(key);
    if (kept?.version === version) return kept.value as Promise<T>;
    // Concurrent misses share one read; a failed read is not kept.
    const value = load();
    this.values.set(key, { version, value });
    value.catch(() => {
      if (this.values.get(key)?.value === value) this.values.delete(key);
    });
    return value;
  }

  /** The answer for `key` under `topic`: the kept copy if current, else `load`ed and kept. */
  async get(topic: CacheTopic, key: string, load: () => Promise<Loaded>): Promise<KeptAnswer> {
    await this.refreshVersions();
    const version = this.versions.get(topic) ?? 0;
    const hit = this.entries.get(key);
    if (hit && hit.version === version && Date.now() < hit.expiresAt) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const loadKey = `${version}|${key}`;
    let pending = this.loading.get(loadKey);
    if (!pending) {
      // Concurrent misses for one key share a single database read.
      pending = load()
        .then((loaded) => {
          const entry = {
            ...toAnswer(loaded.value),
            version,
            expiresAt: loaded.expiresAt ?? Infinity,
          };
          this.keep(key, entry);
          return entry;
        })
        .finally(() => this.loading.delete(loadKey));
      this.loading.set(loadKey, pending);
    }
    return pending;
  }

  private keep(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}
