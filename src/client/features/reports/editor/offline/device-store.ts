import { type DBSchema, type IDBPDatabase, openDB } from 'idb';

// The report editor's copy on this device (decision 048): the last report loaded from the server,
// every change not yet accepted (in the order made) and the photos waiting to go. Everything is
// written here first; the network comes after.

/** A change or photo waiting to be sent; `seq` gives the order they were made in. */
export interface OutboxEntry<Change = unknown> {
  seq?: number;
  orderId: number;
  kind: 'change' | 'photo';
  /** The change as the API takes it (for a photo, its details; the file is in `photos`). */
  body: Change;
  /** For a photo: its id in the photos store. */
  photoId?: string;
  attempts: number;
}

export interface StoredPhoto {
  id: string;
  orderId: number;
  blob: Blob;
  thumb: string;
  width: number;
  height: number;
}

interface EditorDb extends DBSchema {
  reports: { key: number; value: { orderId: number; data: unknown; savedAt: string } };
  outbox: { key: number; value: OutboxEntry; indexes: { byOrder: number } };
  photos: { key: string; value: StoredPhoto; indexes: { byOrder: number } };
}

let opened: Promise<IDBPDatabase<EditorDb>> | undefined;

function db(): Promise<IDBPDatabase<EditorDb>> {
  opened ??= openDB<EditorDb>('inspection-reports', 1, {
    upgrade(database) {
      database.createObjectStore('reports', { keyPath: 'orderId' });
      const outbox = database.createObjectStore('outbox', { keyPath: 'seq', autoIncrement: true });
      outbox.createIndex('byOrder', 'orderId');
      const photos = database.createObjectStore('photos', { keyPath: 'id' });
      photos.createIndex('byOrder', 'orderId');
    },
  });
  return opened;
}

export async function saveReportCopy(orderId: number, data: unknown): Promise<void> {
  await (await db()).put('reports', { orderId, data, savedAt: new Date().toISOString() });
}

export async function readReportCopy<T>(orderId: number): Promise<T | undefined> {
  return (await (await db()).get('reports', orderId))?.data as T | undefined;
}

/** Keeps changes (and their photos) on the device in one transaction; answers their places in
 * the queue, in the order given. */
export async function enqueueAll<C>(
  entries: { entry: OutboxEntry<C>; photo?: StoredPhoto }[],
): Promise<number[]> {
  const database = await db();
  const tx = database.transaction(['outbox', 'photos'], 'readwrite');
  const seqs: number[] = [];
  for (const { entry, photo } of entries) {
    if (photo) await tx.objectStore('photos').put(photo);
    seqs.push(await tx.objectStore('outbox').add(entry));
  }
  await tx.done;
  return seqs;
}

/** The changes waiting for one report, oldest first. */
export async function pending<C>(orderId: number): Promise<OutboxEntry<C>[]> {
  const all = await (await db()).getAllFromIndex('outbox', 'byOrder', orderId);
  return (all as OutboxEntry<C>[]).sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));
}

export async function markAttempt(entry: OutboxEntry): Promise<void> {
  await (await db()).put('outbox', { ...entry, attempts: entry.attempts + 1 });
}

export async function removeEntry(seq: number): Promise<void> {
  await (await db()).delete('outbox', seq);
}

export async function readPhoto(id: string): Promise<StoredPhoto | undefined> {
  return (await db()).get('photos', id);
}

export async function photosOf(orderId: number): Promise<StoredPhoto[]> {
  return (await db()).getAllFromIndex('photos', 'byOrder', orderId);
}

/** Once the server has a photo, only its preview stays on the device. */
export async function dropSentPhotoFile(id: string): Promise<void> {
  const database = await db();
  const photo = await database.get('photos', id);
  if (photo && photo.blob.size > 0) await database.put('photos', { ...photo, blob: new Blob([]) });
}
