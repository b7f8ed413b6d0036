/** What a backend answers an import of rows (vouchers, products) with. */
export interface ImportReport {
  message?: string;
  imported?: number;
  details?: string[];
}
