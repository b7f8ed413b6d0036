import { appendEntry, type LedgerEntryInput } from '../../ledger';
import type { SeededProduct } from './catalogue';
import type { SeedContext } from './context';
import { insert } from '../rows';
import { dateOnly, daysBefore } from './dates';
import { todayInIndia } from '../../calendar';
import { financialYearBounds, financialYearOf } from '@/contract/programme/financialYear';
import { fullName, type Member } from './people';
import { BANKS, BILL_REJECTION_REASONS, REDEEM_STEPS, VOUCHERS } from './vocabulary';

interface SeededVoucher {
  id: number;
  offer: string;
  points: number;
  freeCodeIds: number[];
}

type Status = 'approved' | 'rejected' | 'pending';
/** What a seeded bill's duplicate copies of it. */
interface SeededBill {
  member: Member;
  amountPaise: number;
  image: string;
  invoiceDate: string;
}
interface Wallet {
  points: number;
  paise: number;
}

const EARNER_COUNT = 14;

/**
 * The bills of section 194R's demo members (LoyaltySeeder.taxYear), in rupees, each approved
 * at a share of the time from this financial year's start to now, or on its edges. Their value
 * this year at ₹1 a point (2% of the bills) against the ₹20,000 threshold (the demo's names):
 * 1. Vihaan Gill: ₹27,000, over, PAN, a certificate this year; 31 March's ₹10,000 counts in last year.
 * 2. Yash Das: ₹25,000, over, PAN.   3. Aditya Pandey: ₹19,000, near (within 10% below).
 * 4. Pranav Sharma: ₹22,000, over, no PAN on record (20%).
 */
export const TAX_194R_BILLS: {
  bills: { rupees: number; at: number | 'last March' | 'first April' }[];
  withoutPan?: boolean;
}[] = [
  {
    bills: [
      { rupees: 500_000, at: 'last March' },
      { rupees: 600_000, at: 'first April' },
      { rupees: 750_000, at: 0.5 },
    ],
  },
  { bills: [{ rupees: 1_250_000, at: 0.4 }] },
  { bills: [{ rupees: 950_000, at: 0.6 }] },
  { bills: [{ rupees: 1_100_000, at: 0.3 }], withoutPan: true },
];
type RiskMember = 'many' | 'daily' | 'newMember';
interface RiskTimes {
  daysAgo: (days: number) => Date;
  yesterdayAt: (hourInIndia: number) => Date;
  today: () => Date;
  afterJoining: () => Date;
}

/**
 * The risk rules' demo (LoyaltySeeder.riskDemo): pending bills, each flagged by one rule at the
 * default settings (₹2,00,000 in 30 days, 3 bills a day, 5 times the usual, 7 days after joining):
 * - amount_30_days: the first approved member without bills sends ₹1,30,000 12 days ago, then
 *   ₹95,000 2 days ago: ₹2,25,000 in 30 days flags the second.
 * - bills_per_day: the second sends four bills yesterday (India's day) from 10:00 to 13:00 IST:
 *   the fourth is over 3 that day.
 * - above_usual: the same member's fifth, today, ₹24,000: over 5 times their usual ₹4,000 (the
 *   mean of the four before it).
 * - new_member: the pending member who joined last sends ₹18,000 halfway from joining to now
 *   (they joined at most 13 days ago: within 7 days).
 */
export const RISK_BILLS: { member: RiskMember; rupees: number; when: (at: RiskTimes) => Date }[] = [
  { member: 'many', rupees: 130_000, when: at => at.daysAgo(12) },
  { member: 'many', rupees: 95_000, when: at => at.daysAgo(2) },
  { member: 'daily', rupees: 4_200, when: at => at.yesterdayAt(10) },
  { member: 'daily', rupees: 3_800, when: at => at.yesterdayAt(11) },
  { member: 'daily', rupees: 4_600, when: at => at.yesterdayAt(12) },
  { member: 'daily', rupees: 3_400, when: at => at.yesterdayAt(13) },
  { member: 'daily', rupees: 24_000, when: at => at.today() },
  { member: 'newMember', rupees: 18_000, when: at => at.afterJoining() },
];

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const daysAfter = (time: Date, days: number) => daysBefore(time, -days);
const statuses = (counts: Record<Status, number>): Status[] =>
  (Object.entries(counts) as [Status, number][]).flatMap(([status, count]) => Array<Status>(count).fill(status));

/**
 * Bills, voucher requests and payout requests with the ledger entries they cause.
 * Every bill is approved before any request is made, and a request never spends more
 * than was earned minus what was already spent, so no balance is ever negative.
 */
class LoyaltySeeder {
  /** What each earner may still spend; refunds and reversals are left out, to stay on the safe side. */
  private readonly spendable = new Map<number, Wallet>();
  private readonly earners: Member[];
  private readonly dealers: Member[];
  private billsAdded = 0;

  constructor(
    private readonly seed: SeedContext,
    private readonly products: SeededProduct[],
    private readonly approved: Member[],
  ) {
    this.earners = seed.rng.shuffle(approved).slice(0, EARNER_COUNT);
    this.dealers = approved.filter(member => member.userType === 'dealer');
  }

  private ledger(entry: Omit<LedgerEntryInput, 'userId'>, member: Member) {
    appendEntry(this.seed.db, { ...entry, userId: member.id });
  }

  /** When a request was made and, unless pending, decided: decided ones 8 to 38 days ago. */
  private requestDates(status: Status): [Date, Date | null] {
    const { now, rng } = this.seed;
    if (status === 'pending') return [daysBefore(now, rng.next() * 6), null];
    const requested = daysBefore(now, rng.int(8, 34) + rng.next());
    return [requested, daysAfter(requested, rng.int(1, 4))];
  }

  private memberWith(enough: (wallet: Wallet) => boolean): { member: Member; wallet: Wallet } {
    const candidates = this.earners.filter(member => {
      const wallet = this.spendable.get(member.id);
      return wallet !== undefined && enough(wallet);
    });
    if (candidates.length === 0) throw new Error('The demo seed ran out of members with a balance.');
    const member = this.seed.rng.pick(candidates);
    return { member, wallet: this.spendable.get(member.id)! };
  }

  /**
   * 25 approved, 3 rejected and 6 pending bills. Two of the pending ones are possible
   * duplicates (server/areas/bills/duplicates.ts): the first is the photo of the first rejected bill
   * sent again by its member, the third the second's purchase (member, amount and bill date)
   * sent again with another photo and invoice number.
   */
  bills(): void {
    const { now, rng } = this.seed;
    for (let index = 0; index < 25; index += 1) {
      const dateAdded = daysBefore(now, rng.int(40, 160) + rng.next());
      this.bill(this.earners[index % EARNER_COUNT], 'approved', dateAdded, daysAfter(dateAdded, rng.int(1, 3)));
    }
    const rejected: SeededBill[] = [];
    for (let index = 0; index < 3; index += 1) {
      const dateAdded = daysBefore(now, rng.int(20, 90) + rng.next());
      rejected.push(this.bill(rng.pick(this.approved), 'rejected', dateAdded, daysAfter(dateAdded, rng.int(1, 2))));
    }
    const pending: SeededBill[] = [];
    const sentAgain = (index: number): Partial<SeededBill> => {
      if (index === 0) return { member: rejected[0].member, image: rejected[0].image };
      if (index !== 2) return {};
      const { member, amountPaise, invoiceDate } = pending[1];
      return { member, amountPaise, invoiceDate };
    };
    for (let index = 0; index < 6; index += 1) {
      const member = rng.pick(this.approved);
      const dateAdded = daysBefore(now, rng.next() * 6);
      pending.push(this.bill(member, 'pending', dateAdded, null, sentAgain(index)));
    }
  }

  /** Adds a bill; `again` replaces what was drawn with another bill's, for the demo's duplicates. */
  private bill(
    drawnMember: Member,
    status: Status,
    dateAdded: Date,
    decidedAt: Date | null,
    again: Partial<SeededBill> = {},
  ): SeededBill {
    const { rng, files } = this.seed;
    // Drawn whatever `again` replaces, so that the rest of the demo stays the same.
    const amountDrawn = rng.int(4_000_000, 30_000_000);
    const paper = rng.int(1, 6);
    const invoiceNumber = `INV/${dateAdded.getUTCFullYear()}/${rng.digits(5)}`;
    const dateDrawn = dateOnly(daysBefore(dateAdded, rng.int(0, 5)));
    const bill: SeededBill = {
      member: again.member ?? drawnMember,
      amountPaise: again.amountPaise ?? amountDrawn,
      image: again.image ?? files.bill(this.billsAdded + 1, paper),
      invoiceDate: again.invoiceDate ?? dateDrawn,
    };
    const dealer = rng.pick(this.dealers).firmName;
    const reason = status === 'rejected' ? rng.pick(BILL_REJECTION_REASONS) : null;
    const lines = rng
      .shuffle(this.products)
      .slice(0, rng.int(1, 4))
      .map(product => ({ product, quantity: rng.int(1, 12) }));
    this.addBill(bill, { status, invoiceNumber, dealer, reason, dateAdded, decidedAt, lines });
    return bill;
  }

  /** Writes a bill, its products and, when approved, the points (one per ₹100) and 1% cash back it credits. */
  private addBill(
    { member, amountPaise, image, invoiceDate }: SeededBill,
    details: {
      status: Status;
      invoiceNumber: string;
      dealer: string;
      reason: string | null;
      dateAdded: Date;
      decidedAt: Date | null;
      lines: { product: SeededProduct; quantity: number }[];
    },
  ): void {
    const { db } = this.seed;
    const { status, decidedAt } = details;
    this.billsAdded += 1;
    const earned =
      status === 'approved' ? { points: Math.round(amountPaise / 10_000), paise: Math.round(amountPaise / 100) } : null;
    const id = insert(db, 'bills', {
      user_id: member.id,
      image,
      invoice_number: details.invoiceNumber,
      invoice_date: invoiceDate,
      amount_paise: amountPaise,
      dealer: details.dealer,
      status,
      reason: details.reason,
      points_earned: earned?.points,
      cash_earned_paise: earned?.paise,
      date_added: details.dateAdded,
      decided_at: decidedAt,
    });
    for (const { product, quantity } of details.lines) {
      insert(db, 'bill_products', { bill_id: id, product_id: product.id, product_name: product.name, quantity });
    }
    if (earned && decidedAt) {
      const source = { sourceType: 'bill', sourceId: id, createdAt: decidedAt } as const;
      this.ledger({ ...source, kind: 'points_earned', amount: earned.points }, member);
      this.ledger({ ...source, kind: 'cash_earned', amount: earned.paise }, member);
      const wallet = this.spendable.get(member.id) ?? { points: 0, paise: 0 };
      this.spendable.set(member.id, { points: wallet.points + earned.points, paise: wallet.paise + earned.paise });
    }
  }

  /**
   * Section 194R's demo: four approved members who earn nothing else, with big bills
   * approved in the current financial year (India's, from 1 April), drawn from no random number
   * so the rest of the demo stays the same. Each bill credits 2% of its amount in value (1% in
   * points at ₹1 a point, 1% in cash): see TAX_194R_BILLS for who is who and their figures.
   * The first one's bills include one approved on 31 March at 23:59 IST (last year's) and one
   * on 1 April at 00:00 IST (this year's), and a TDS certificate uploaded this year.
   */
  taxYear(): Member[] {
    const { db, now, files } = this.seed;
    const members = this.approved.filter(member => !this.earners.includes(member)).slice(0, TAX_194R_BILLS.length);
    const { start } = financialYearBounds(financialYearOf(now));
    const inYear = (share: number) => new Date(start.getTime() + (now.getTime() - start.getTime()) * share);
    TAX_194R_BILLS.forEach(({ bills, withoutPan }, memberIndex) => {
      const member = members[memberIndex];
      bills.forEach(({ rupees, at }, billIndex) => {
        const decidedAt =
          at === 'last March' ? new Date(start.getTime() - 60_000) : at === 'first April' ? start : inYear(at);
        const serial = this.billsAdded + 1;
        const bill = { member, amountPaise: rupees * 100, image: files.bill(serial, (serial % 6) + 1) };
        this.addBill(
          { ...bill, invoiceDate: dateOnly(daysBefore(decidedAt, 2)) },
          {
            status: 'approved',
            invoiceNumber: `INV/${decidedAt.getUTCFullYear()}/9${memberIndex}${billIndex}00`,
            dealer: this.dealers[memberIndex % this.dealers.length].firmName,
            reason: null,
            dateAdded: daysBefore(decidedAt, 1),
            decidedAt,
            lines: [{ product: this.products[(memberIndex + billIndex) % this.products.length], quantity: 10 }],
          },
        );
      });
      if (withoutPan)
        db.prepare('UPDATE users SET pan_card_number = NULL, pan_card = NULL WHERE id = ?').run(member.id);
    });
    insert(db, 'tds_certificates', {
      user_id: members[0].id,
      certificate_file: files.pdf(`tds-${members[0].id}-194r`, [
        'Form 16A - Certificate of tax deducted at source',
        `Deductee: ${fullName(members[0])}`,
        `PAN: ${members[0].pan}`,
        'Section 194R',
      ]),
      uploaded_at: inYear(0.75),
      is_deleted: false,
    });
    return members;
  }

  /**
   * Pending bills that trip each risk rule (contract/programme/risk.ts) at the default settings,
   * drawn from no random number so the rest of the demo stays the same (RISK_BILLS names them):
   * two approved members with no bills yet, and the pending member who joined last.
   */
  riskDemo(pending: Member[]): void {
    const { db, now, files } = this.seed;
    const withoutBills = this.approved.filter(
      member => db.prepare('SELECT 1 FROM bills WHERE user_id = ?').get(member.id) === undefined,
    );
    const newest = [...pending].sort((a, b) => b.date.getTime() - a.date.getTime())[0];
    const members = { many: withoutBills[0], daily: withoutBills[1], newMember: newest };
    const startOfToday = Date.parse(`${todayInIndia(now)}T00:00:00.000+05:30`);
    const yesterdayAt = (hour: number) => new Date(startOfToday - DAY_MS + hour * HOUR_MS);
    const at = {
      daysAgo: (days: number) => daysBefore(now, days),
      yesterdayAt,
      today: () => new Date(Math.max(startOfToday, now.getTime() - HOUR_MS / 2)),
      afterJoining: () => new Date((newest.date.getTime() + now.getTime()) / 2),
    };
    RISK_BILLS.forEach(({ member, rupees, when }, index) => {
      const owner = members[member];
      const dateAdded = when(at);
      const serial = this.billsAdded + 1;
      this.addBill(
        {
          member: owner,
          amountPaise: rupees * 100,
          image: files.bill(serial, (serial % 6) + 1),
          invoiceDate: dateOnly(daysBefore(dateAdded, 1)),
        },
        {
          status: 'pending',
          invoiceNumber: `INV/${dateAdded.getUTCFullYear()}/7${String(index).padStart(2, '0')}00`,
          dealer: this.dealers[index % this.dealers.length].firmName,
          reason: null,
          dateAdded,
          decidedAt: null,
          lines: [{ product: this.products[index % this.products.length], quantity: 2 + index }],
        },
      );
    });
  }

  voucherRequests(vouchers: SeededVoucher[]): void {
    const { db, rng } = this.seed;
    const cheapest = Math.min(...vouchers.map(voucher => voucher.points));
    for (const status of statuses({ approved: 7, rejected: 3, pending: 5 })) {
      const { member, wallet } = this.memberWith(candidate => candidate.points >= cheapest);
      const voucher = rng.pick(vouchers.filter(candidate => candidate.points <= wallet.points));
      const [requestedOn, decidedAt] = this.requestDates(status);
      const codeId = status === 'approved' ? voucher.freeCodeIds.shift() : undefined;
      if (codeId !== undefined) {
        db.prepare('UPDATE voucher_codes SET is_assigned = 1, assigned_user_id = ?, assigned_at = ? WHERE id = ?').run(
          member.id,
          decidedAt?.toISOString(),
          codeId,
        );
      }
      const id = insert(db, 'voucher_requests', {
        user_id: member.id,
        voucher_id: voucher.id,
        voucher_code_id: codeId,
        points: voucher.points,
        status,
        requested_on: requestedOn,
        decided_at: decidedAt,
      });
      const source = { sourceType: 'voucher_request', sourceId: id, amount: voucher.points } as const;
      this.ledger({ ...source, kind: 'points_redeemed', createdAt: requestedOn }, member);
      wallet.points -= voucher.points;
      if (status === 'rejected' && decidedAt)
        this.ledger({ ...source, kind: 'points_refunded', createdAt: decidedAt }, member);
    }
  }

  payments(): void {
    const { db, rng } = this.seed;
    const accounts = new Map<number, { bank: string; ifsc: string; number: string }>();
    for (const status of statuses({ approved: 25, rejected: 2, pending: 4 })) {
      const { member, wallet } = this.memberWith(candidate => candidate.paise >= 30_000);
      // A quarter to nearly half of what is left, in whole tens of rupees, at least ₹100.
      const amount = Math.max(10_000, Math.floor((wallet.paise * (0.25 + rng.next() * 0.2)) / 1000) * 1000);
      if (!accounts.has(member.id)) {
        const [bank, prefix] = rng.pick(BANKS);
        accounts.set(member.id, { bank, ifsc: `${prefix}0${rng.digits(6)}`, number: rng.digits(rng.int(11, 16)) });
      }
      const account = accounts.get(member.id)!;
      const [requestedAt, decidedAt] = this.requestDates(status);
      const id = insert(db, 'payment_requests', {
        user_id: member.id,
        amount_paise: amount,
        status,
        account_holders_name: fullName(member),
        account_number: account.number,
        bank_name: account.bank,
        ifsc_code: account.ifsc,
        pan_card_number: member.pan,
        requested_at: requestedAt,
        decided_at: decidedAt,
      });
      const source = { sourceType: 'payment_request', sourceId: id, amount } as const;
      this.ledger({ ...source, kind: 'cash_redeemed', createdAt: requestedAt }, member);
      wallet.paise -= amount;
      if (status === 'rejected' && decidedAt)
        this.ledger({ ...source, kind: 'cash_reversal', createdAt: decidedAt }, member);
    }
  }

  tdsCertificates(): void {
    const { db, now, rng, files } = this.seed;
    this.earners.slice(0, 5).forEach((member, memberIndex) => {
      const quarters = rng.int(1, 2);
      for (let quarter = 1; quarter <= quarters; quarter += 1) {
        insert(db, 'tds_certificates', {
          user_id: member.id,
          certificate_file: files.pdf(`tds-${member.id}-q${quarter}`, [
            'Form 16A - Certificate of tax deducted at source',
            `Deductee: ${fullName(member)}`,
            `PAN: ${member.pan}`,
            `Quarter: Q${quarter}`,
          ]),
          uploaded_at: daysBefore(now, rng.int(20, 200)),
          is_deleted: memberIndex === 0 && quarter === 1,
        });
      }
    });
  }
}

/** Vouchers with their codes; the last one is soft-deleted. Returns the ones still offered. */
function seedVouchers({ db, now, rng, files }: SeedContext): SeededVoucher[] {
  return VOUCHERS.flatMap((voucher, index) => {
    const deleted = index === VOUCHERS.length - 1;
    const id = insert(db, 'vouchers', {
      offer_name: voucher.offer,
      voucher_code: `${voucher.prefix}${voucher.points}`,
      points_required: voucher.points,
      validity: dateOnly(daysAfter(now, rng.int(20, 365))),
      company_name: voucher.company,
      company_logo: files.logo(`voucher-logo-${index + 1}`, voucher.color),
      banner_image: files.banner(`voucher-banner-${index + 1}`, voucher.color),
      description: `Redeem ${voucher.points} points for a ${voucher.offer} from ${voucher.company}.`,
      redeem_instruction: REDEEM_STEPS.join('\n'),
      is_scheme: voucher.scheme,
      is_deleted: deleted,
      created_at: daysBefore(now, rng.int(60, 300)),
    });
    const codes = new Set<string>();
    const count = rng.int(10, 16);
    while (codes.size < count) codes.add(`${voucher.prefix}-${rng.letters(4)}-${rng.digits(4)}`);
    const freeCodeIds = [...codes].map(code => insert(db, 'voucher_codes', { voucher_id: id, code }));
    return deleted ? [] : [{ id, offer: voucher.offer, points: voucher.points, freeCodeIds }];
  });
}

/** Vouchers, bills (some the risk rules flag), voucher and payout requests (which notify through the triggers), TDS certificates, the ledger. */
export function seedLoyalty(
  seed: SeedContext,
  products: SeededProduct[],
  { approved, pending }: { approved: Member[]; pending: Member[] },
): void {
  const vouchers = seedVouchers(seed);
  const seeder = new LoyaltySeeder(seed, products, approved);
  seeder.bills();
  seeder.voucherRequests(vouchers);
  seeder.payments();
  seeder.tdsCertificates();
  seeder.taxYear();
  seeder.riskDemo(pending);
}
