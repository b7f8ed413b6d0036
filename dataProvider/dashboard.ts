import { request } from './http';

export interface DashboardSummary {
  total_products: number;
  total_users: number;
  total_balance_points: number;
  total_balance_cash: number | string;
}

export function createDashboardActions() {
  return {
    getDashboardSummary(signal?: AbortSignal) {
      return request<DashboardSummary>('main/dashboard/', { signal });
    },
  };
}
