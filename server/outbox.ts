import { appendFileSync } from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';

export interface OutboxMessage {
  to: string;
  subject: string;
  body: string;
  link?: string;
  otp?: string;
}

/** Stands in for the mail and SMS gateways: one JSON object per line in outbox.jsonl, echoed to the log. */
export class Outbox {
  constructor(
    private readonly file: string,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => Date,
  ) {}

  send(message: OutboxMessage): void {
    const record = { ...message, sent_at: this.now().toISOString() };
    appendFileSync(this.file, `${JSON.stringify(record)}\n`);
    this.log.info({ outbox: record }, `outbox: "${message.subject}" to ${message.to}`);
  }
}
