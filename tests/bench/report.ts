export interface BenchResult {
  title: string;
  lines: string[];
  budgets: Array<{ name: string; ok: boolean }>;
}

export function printResult(result: BenchResult) {
  console.log(`\n== ${result.title}`);
  result.lines.forEach(line => console.log(line));
  result.budgets.forEach(budget => console.log(`${budget.ok ? 'within budget' : 'OVER BUDGET  '}: ${budget.name}`));
}
