import type { ComponentType, ReactNode } from 'react';
import type { Identifier, SortPayload } from 'react-admin';
import type { AuditTarget } from '@/contract/audit/vocabulary';
import type { Committed } from '@/contract/programme/committed';
import type { BillEarningsSlots } from './billEarnings';
import type { MemberSlots } from './memberSlots';
import type { AreaEndpoints } from '@/dataProvider';
import type { Approval, ApprovalKind } from '@/dataProvider/approvalKinds';
import type { KindDecisionProps } from './ui/decisions/requestedDecision';
import type { LazyTable } from './dashboard/dashboardTable';
import type { PendingRows } from './dashboard/usePendingRows';
import type { SearchSource } from './search/searchList';
import type { Access } from './auth/useMayAccess';
import type { PathTable } from './lib/appPath';
import type { LazyPage } from './lib/lazyPage';
import type { ResourceDefinition } from './resourceDefinition';

/** A screen loaded ahead: while the browser is idle after sign-in, or as a link to it is pointed at. */
export interface Preload {
  /** Path prefixes at which it shows. */
  at: string[];
  screen: LazyPage;
}

/** A screen gone to by name: a "Go to" line of Ctrl+K (every menu entry is one too). */
export interface GoToEntry {
  /** Names the line or entry, once among them all. */
  key: string;
  /** i18n key of its text. */
  label: string;
  /** i18n key of its page's heading where it says more than the label: Ctrl+K finds the line by it too, and shows it. */
  title?: string;
  to: string;
  /** Shown only when the backend keeps an audit trail (the spec's has none). */
  needsAuditTrail?: boolean;
  /** Shown in the menu only where the backend answers this resource's list (the spec's answers 404). */
  needsList?: { resource: string; sort: SortPayload };
  /** What the screen needs: shown only to a role that may (react-admin's `canAccess`). */
  access: Access;
}

/** An entry of the side menu: the spec's entries first, then the others under "More", each in the areas' order. */
export interface MenuEntry extends GoToEntry {
  icon: ComponentType;
  /** Path prefixes that light it up; none: `to` alone (the dashboard). */
  prefixes: string[];
  /** The screen it opens, loaded ahead when the entry is pointed at or focused. */
  screen: LazyPage;
  /** One of the nine entries of the spec's shared layout. */
  inSpec?: boolean;
  /** False: its screen is not loaded ahead while the browser is idle after sign-in, only as the entry is pointed at. */
  loadWhileIdle?: boolean;
}

/** A shortcut of the dashboard's "Quick actions" card, to an add screen of the area. */
export interface QuickAction {
  /** Its place among the card's buttons: lowest first. */
  order: number;
  /** i18n key of its label. */
  label: string;
  to: string;
  /** What the screen needs: the button shows only to a role that may. */
  access: Access;
}

/** Where an item of the approvals inbox is read and decided. */
export interface ItemPage {
  to: string;
  /** Router state the page reads (a voucher request learns it is pending). */
  state?: unknown;
}

/** A kind of pending work in the approvals inbox, as its rows read and are decided (where it is listed: `pending`). */
export interface ApprovalKindDeclaration {
  kind: ApprovalKind;
  /** i18n key of its name ('Bill'): its chip's, its rows' and its decisions' labels. */
  label: string;
  /** The permission resource of its decision, which live presence and changes name: its pending list's. */
  resource: string;
  /** Where an item is read and decided. */
  itemPage: (approval: Approval) => ItemPage;
  /** How its rows read and are decided: loaded with the inbox, not with the first page. */
  rows: () => Promise<ApprovalKindRows>;
}

/** How the rows of an approval kind read and are decided in the inbox (`ApprovalKindDeclaration.rows`). */
export interface ApprovalKindRows {
  /** What an item is about (the invoice, the offer, the bank), in the inbox's Details column. */
  Details: ComponentType<{ approval: Approval }>;
  /** A mark beside the details of an item (the bills' Flagged chip), if any. */
  Flag?: ComponentType<{ approval: Approval }>;
  /** What the inbox's rows are wrapped in, to work out what `Flag` shows over the list (the bills' risk), if any. */
  RowsContext?: ComponentType<{ children: ReactNode }>;
  /** Its approve and reject from a row: the dialogs of the screens where the kind is decided. */
  Decision: ComponentType<KindDecisionProps>;
}

/** An area's table of pending work on the dashboard, drawn with the others once every list has answered. */
export interface DashboardTable {
  /** Its place among the dashboard's tables: lowest first. */
  order: number;
  /** Asks for its rows (`usePendingRows`), and whatever else its rows show beside them. */
  useRows: () => PendingRows;
  /** The table (`lazyTable`), given its rows. */
  Table: LazyTable;
}

/** A pending list whose items hold back part of the members' balances, which a liability worked out here counts. */
export interface HeldBalance {
  /** The resource of the pending list, read whole. */
  resource: string;
  unit: 'points' | 'cash';
  /** What an item holds, in points or rupees; null when it does not say. */
  heldBy: (item: Record<string, unknown>) => number | null;
}

/** A liability line's figures: undefined while they come, null where the backend has none (its call answers 404). */
export interface LiabilityLineFigures {
  figures: Committed | null | undefined;
  error: unknown;
}

/** A line of the liability card under what is owed: what an area's rules have committed to pending work. */
export interface LiabilityLine {
  key: string;
  /** What its call needs: the line shows only to a role that may. */
  access: Access;
  useFigures: () => LiabilityLineFigures;
  /** i18n keys: `value` takes `points` and `cash`; `worth` takes `worth`, `point_value` and `smart_count`. */
  words: { term: string; value: string; worth: string; failed: string; link: string };
  /** The page it links to, by the name an area declares it under (`pages`). */
  page: string;
}

/** What a screen or action asks react-admin's `canAccess` for. */
export interface Permission {
  resource: string;
  action: string;
}

/** An area of the admin, declared by its folder's index; the shell loops over src/areas.ts and names no area. */
export interface Area extends BillEarningsSlots, MemberSlots {
  /** The area's name, for messages and tests. */
  name: string;
  /** Its react-admin resources: screens under `/{name}/` are each one's `routes`. */
  resources?: ResourceDefinition[];
  /** Its screens at spec paths outside `/{resource}/…`, mounted in the signed-in layout. */
  routes?: ReactNode;
  /** Its screens opened signed out, such as a link emailed to someone without an account yet. */
  publicRoutes?: ReactNode;
  menu?: MenuEntry;
  /** Screens loaded ahead (the menu's screen is one, unless listed). */
  preload?: Preload[];
  /** Its "Go to" lines of Ctrl+K to screens the side menu does not hold. */
  goTo?: GoToEntry[];
  /** The kinds of pending work it decides, as the approvals inbox shows them. */
  approvalKinds?: ApprovalKindDeclaration[];
  /** Its table of pending work on the dashboard. */
  dashboardTable?: DashboardTable;
  /** Its shortcuts on the dashboard's "Quick actions" card. */
  quickActions?: QuickAction[];
  /** What Ctrl+K searches of its records, each a group of the palette. */
  searchSources?: SearchSource[];
  /** What it adds to the data provider: its endpoints file, resources/<area>/endpoints.ts. */
  endpoints?: AreaEndpoints;
  /** Its pending lists that hold back members' balances, for the liability. */
  heldBalances?: HeldBalance[];
  /** Its lines of the liability card: what its rules have committed to pending work. */
  liabilityLines?: LiabilityLine[];
  /** Its route table (resources/<area>/paths.ts): where a link from outside the app, such as a notification's, may lead. */
  paths?: PathTable;
  /** Its records' pages by the audit trail's name of their kind ('user'), for other areas' links to them. */
  recordPages?: Partial<Record<AuditTarget, (id: Identifier) => string>>;
  /** Its pages the shell and other areas link to, by name ('approvals'): a link to a page no area declares is not drawn. */
  pages?: Record<string, string>;
  /** Its strings, merged into `app` once signed in (`{ users: { … } }` becomes `app.users.…`). */
  messages?: () => Promise<{ default: Record<string, unknown> }>;
  /** What its screens and actions ask `canAccess` for (the roles of a team of admins). */
  permissions: Permission[];
}

/** The permissions to do each of `actions` on `resource`. */
export const permissionsOn = (resource: string, ...actions: string[]): Permission[] =>
  actions.map(action => ({ resource, action }));
