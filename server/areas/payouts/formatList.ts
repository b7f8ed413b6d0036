import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { formatDeclaration, type BankFormat, type FormatDeclaration } from '@/contract/payouts/formats';

const FOLDER = path.join(import.meta.dirname, 'formats');

let loaded: ReadonlyMap<string, FormatDeclaration> | undefined;

/** Reads and checks each declaration of the formats folder, named as its file: a broken one stops the server's start. */
function loadFormats(): ReadonlyMap<string, FormatDeclaration> {
  const formats = new Map<string, FormatDeclaration>();
  for (const file of readdirSync(FOLDER)
    .filter(name => name.endsWith('.json'))
    .sort()) {
    const parsed = formatDeclaration.safeParse(JSON.parse(readFileSync(path.join(FOLDER, file), 'utf8')));
    if (!parsed.success) throw new Error(`Bank file format ${file}: ${parsed.error.message}`);
    if (`${parsed.data.name}.json` !== file)
      throw new Error(`Bank file format ${file} is named "${parsed.data.name}".`);
    formats.set(parsed.data.name, parsed.data);
  }
  return formats;
}

/** The shipped bank file formats, by name: every declaration in formats/. */
export const bankFormats = (): ReadonlyMap<string, FormatDeclaration> => (loaded ??= loadFormats());

export const formatNamed = (name: string): FormatDeclaration | undefined => bankFormats().get(name);

/** The formats as `GET payouts/formats/` lists them. */
export const formatSummaries = (): BankFormat[] =>
  [...bankFormats().values()].map(({ name, label, modes, max_holder_name }) => ({
    name,
    label,
    modes,
    max_holder_name,
  }));
