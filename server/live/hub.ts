import type { ServerResponse } from 'node:http';
import { HEARTBEAT_MS, type LiveAdmin, type LiveChange, type PresenceReport } from '@/contract/team/live';
import { roleMay } from '@/contract/team/roles';
import { findAdmin } from '../auth/accounts';
import type { Db } from '../db/connection';
import { Presences, tabKey } from './presences';
import { HEARTBEAT, sseEvent } from './wire';

/** A stream whose unsent text passes this (a reader too slow, or gone quiet) is cut. */
export const MAX_UNSENT_BYTES = 1024 * 1024;

interface Stream {
  raw: ServerResponse;
  adminId: number;
  /** The administrator's token version when the stream opened: a rise (or a disabled account) ends it. */
  tokenVersion: number;
  /** The administrator's role, as of the last check: a change is sent only to roles that may see its resource. */
  role: string | undefined;
}

/** Whether an administrator of `role` sees `change`'s resource (lists or opens it): what else it changes, they are not told. */
const mayHear = (role: string | undefined, { resource }: LiveChange) =>
  roleMay(role, resource, 'list') || roleMay(role, resource, 'show');

/**
 * The live updates: every tab's stream and what it has open. One timer sends the heartbeat, forgets
 * silent tabs and ends the streams of administrators signed out since.
 */
export class LiveHub {
  private readonly streams = new Map<string, Stream>();
  private readonly presences: Presences;
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly db: Db,
    now: () => Date,
  ) {
    this.presences = new Presences(now);
    this.timer = setInterval(() => this.tick(), HEARTBEAT_MS).unref();
  }

  /** Whether any tab listens (so a change is not worth naming otherwise). */
  get listened(): boolean {
    return this.streams.size > 0;
  }

  /** Takes `raw`, its head written, as a tab's stream (ending the one it had), and sends it the presences. */
  open(raw: ServerResponse, admin: { id: number; tokenVersion: number; role: string | undefined }, tab: string): void {
    // The tab may have gone while its request was checked: its close has passed.
    if (raw.destroyed || raw.socket === null || raw.socket.destroyed) return;
    const key = tabKey(admin.id, tab);
    const stream: Stream = { raw, adminId: admin.id, tokenVersion: admin.tokenVersion, role: admin.role };
    this.streams.get(key)?.raw.end();
    this.streams.set(key, stream);
    raw.on('close', () => {
      if (this.streams.get(key) !== stream) return;
      this.streams.delete(key);
      if (this.presences.forget(key)) this.sendPresences();
    });
    this.send(stream, sseEvent('presence', this.presences.list()));
  }

  /**
   * Sends `change` to the streams whose role sees its resource. A change to the team first checks
   * every stream's administrator: a disabled one's stream ends at once, a new role counts now.
   */
  publish(change: LiveChange): void {
    if (change.resource === 'admins') this.checkAdmins();
    const text = sseEvent('change', change);
    for (const stream of this.streams.values()) if (mayHear(stream.role, change)) this.send(stream, text);
  }

  /** Records what a tab has open, and tells every tab when that changes the list. */
  report(by: LiveAdmin, { tab, record }: PresenceReport): void {
    if (this.presences.report(tabKey(by.id, tab), by, tab, record)) this.sendPresences();
  }

  /** Ends every stream (so the server closes at once) and stops the timer. */
  close(): void {
    clearInterval(this.timer);
    for (const { raw } of this.streams.values()) {
      // A reader that has not taken all it was sent would hold the server open: cut it.
      if (raw.writableLength > 0) raw.destroy();
      else raw.end();
    }
    this.streams.clear();
    this.presences.clear();
  }

  private tick(): void {
    this.checkAdmins();
    if (this.presences.sweep()) this.sendPresences();
    this.sendAll(HEARTBEAT);
  }

  /** Ends the streams of administrators signed out since they opened (disabled, or their tokens' version raised), and reads the others' roles again. */
  private checkAdmins(): void {
    const admins = new Map<number, ReturnType<typeof findAdmin>>();
    for (const stream of this.streams.values()) {
      if (!admins.has(stream.adminId)) admins.set(stream.adminId, findAdmin(this.db, stream.adminId));
      const admin = admins.get(stream.adminId);
      if (admin?.token_version !== stream.tokenVersion) stream.raw.end();
      else stream.role = admin.admin_role ?? undefined;
    }
  }

  private sendPresences(): void {
    this.sendAll(sseEvent('presence', this.presences.list()));
  }

  private sendAll(text: string): void {
    for (const stream of this.streams.values()) this.send(stream, text);
  }

  private send({ raw }: Stream, text: string): void {
    if (raw.writableEnded || raw.destroyed) return;
    raw.write(text);
    if (raw.writableLength > MAX_UNSENT_BYTES) raw.destroy();
  }
}
