import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { encodePng, hexToRgb, type Rgb } from '../../png';

const WHITE: Rgb = [255, 255, 255];
const INK: Rgb = [96, 108, 118];

/** Two-colour pictures: each returns the colour of pixel (x, y) of a width × height image. */
type Design = (width: number, height: number) => (x: number, y: number) => Rgb;

/** A band across the middle, as on a banner or logo. */
const band =
  (background: Rgb, foreground: Rgb): Design =>
  (_width, height) =>
  (_x, y) =>
    y > height * 0.4 && y < height * 0.6 ? foreground : background;

/** A head and shoulders, as on a profile photo. */
const portrait =
  (background: Rgb, foreground: Rgb): Design =>
  (width, height) =>
  (x, y) => {
    const head = (x - width / 2) ** 2 + (y - height * 0.38) ** 2 < (width * 0.2) ** 2;
    const shoulders = (x - width / 2) ** 2 + (y - height * 1.05) ** 2 < (width * 0.42) ** 2;
    return head || shoulders ? foreground : background;
  };

/** Lines of "text" on white paper, as on a bill or a certificate. */
const paper =
  (accent: Rgb): Design =>
  (width, height) =>
  (x, y) => {
    if (y < height * 0.12) return accent;
    const line = Math.floor(y / 14) % 2 === 0 && x > width * 0.08 && x < width * 0.92 && y > height * 0.2;
    return line ? INK : WHITE;
  };

/** Accents of the demo's bill papers. */
const BILL_ACCENTS = ['#B0BEC5', '#A1887F', '#90A4AE', '#BCAAA4', '#9FA8DA', '#80CBC4'];
const MARK = 10;

/** A bill: paper with its serial marked in the header as a row of light squares (its bits), so no two bills are the same picture. */
const billPaper =
  (accent: Rgb, serial: number): Design =>
  (width, height) => {
    const page = paper(accent)(width, height);
    return (x, y) => {
      const bit = Math.floor((x - MARK) / MARK);
      const marked = y >= MARK && y < 2 * MARK && x >= MARK && bit < 16 && ((serial >> bit) & 1) === 1;
      return marked ? WHITE : page(x, y);
    };
  };

function pdf(lines: string[]): Buffer {
  const escape = (text: string) => text.replace(/[\\()]/g, character => `\\${character}`);
  const content = `BT /F1 16 Tf 72 770 Td ${lines.map(line => `(${escape(line)}) Tj 0 -26 Td`).join(' ')} ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(content)} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = Buffer.byteLength(body);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map(offset => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** Writes the demo's media files under media/seed/ and answers their media paths. */
export class SeedFiles {
  private readonly dir: string;
  private readonly written = new Set<string>();

  constructor(mediaDir: string) {
    this.dir = path.join(mediaDir, 'seed');
    mkdirSync(this.dir, { recursive: true });
  }

  /** Writes the file the first time it is asked for; `make` is not called again for the same name. */
  private write(name: string, make: () => Buffer): string {
    if (!this.written.has(name)) {
      writeFileSync(path.join(this.dir, name), make());
      this.written.add(name);
    }
    return `seed/${name}`;
  }

  private png(name: string, width: number, height: number, design: Design): string {
    return this.write(`${name}.png`, () => encodePng(width, height, design(width, height)));
  }

  logo(name: string, colour: string): string {
    return this.png(name, 240, 120, band(hexToRgb(colour), WHITE));
  }

  banner(name: string, colour: string): string {
    return this.png(name, 480, 200, band(hexToRgb(colour), WHITE));
  }

  productImage(name: string, colour: string, light: boolean): string {
    return this.png(name, 320, 240, light ? band(WHITE, hexToRgb(colour)) : band(hexToRgb(colour), [236, 239, 241]));
  }

  photo(name: string, colour: string): string {
    return this.png(name, 160, 160, portrait(hexToRgb(colour), [250, 224, 196]));
  }

  visitingCard(name: string, colour: string): string {
    return this.png(name, 350, 200, paper(hexToRgb(colour)));
  }

  document(name: string, colour: string): string {
    return this.png(name, 300, 420, paper(hexToRgb(colour)));
  }

  /** The photo of the demo's bill number `serial`, on one of six papers (`variant`, 1 to 6). */
  bill(serial: number, variant: number): string {
    return this.png(`bill-${serial}`, 300, 420, billPaper(hexToRgb(BILL_ACCENTS[variant - 1]), serial));
  }

  pdf(name: string, lines: string[]): string {
    return this.write(`${name}.pdf`, () => pdf(lines));
  }
}
