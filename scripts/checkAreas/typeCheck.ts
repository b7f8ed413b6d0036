import path from 'node:path';
import ts from 'typescript';
import { isRemoved, type Removal } from './removal';

/** A type error, as `file:line: message` (file relative to the root). */
export type Problem = string;

/** How much of a message is printed: TypeScript spells out whole types, the data provider's some 5,000 characters. */
const MESSAGE_LENGTH = 240;

const inProject = (file: string) => !file.includes('/node_modules/');

/**
 * Type-checks the repository, then the repository without one area at a time, in one process.
 * The whole repository is checked once. Each removal is a program over a host that
 * hides the area's files and serves the lists without its lines, built from the whole one
 * (`oldProgram`: every file it keeps is the same parsed and bound source file), and only the files
 * the removal can affect are checked again by its new checker:
 * - the lists it edits and the files importing one of its files;
 * - the files naming a call its endpoints file added to the data provider by declaration merging
 *   (`declare module '@/dataProvider/areaCalls'`), which no import shows;
 * - and every file importing one of those, directly or not, whose types may follow theirs.
 * Every other file keeps its diagnostics of the whole check (a removal only takes files away).
 */
export class AreaTypeChecker {
  private readonly options: ts.CompilerOptions;
  private readonly rootNames: string[];
  /** What tsconfig.json's own reading found wrong (an unknown option, an include matching nothing), as `tsc` reports it. */
  private readonly configProblems: readonly ts.Diagnostic[];
  private readonly base: ts.CompilerHost;
  private readonly sourceFiles = new Map<string, ts.SourceFile>();
  private removal: Removal | undefined;
  private whole: ts.Program | undefined;
  /** The whole repository's type errors, by file. */
  private wholeProblems = new Map<string, Problem[]>();
  /** Project file → the project files importing it. */
  private readonly importers = new Map<string, Set<string>>();
  /** Each file with `declare module` blocks → the names they declare. */
  private readonly augmentations = new Map<string, string[]>();

  /**
   * @param depth how far from a changed file its importers are checked again: 1, its importers
   * (enough where the changed files' exported types stand as declared, or only lose what is
   * missing); Infinity, every file importing it directly or not (some four times as long).
   */
  constructor(
    private readonly root: string,
    private readonly depth = 1,
  ) {
    const parsed = ts.getParsedCommandLineOfConfigFile(
      path.join(root, 'tsconfig.json'),
      {},
      {
        ...ts.sys,
        onUnRecoverableConfigFileDiagnostic: diagnostic => {
          throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
        },
      },
    );
    if (!parsed) throw new Error('tsconfig.json does not parse');
    this.options = parsed.options;
    this.rootNames = parsed.fileNames;
    this.configProblems = parsed.errors;
    this.base = ts.createCompilerHost(this.options);
  }

  private textOf(file: string): string | undefined {
    if (isRemoved(this.removal, file)) return undefined;
    return this.removal?.edited.get(file) ?? this.base.readFile(file);
  }

  /** The compiler's view of the repository without the current removal's area. */
  private host(): ts.CompilerHost {
    const { base } = this;
    return {
      ...base,
      fileExists: file => !isRemoved(this.removal, file) && base.fileExists(file),
      directoryExists: folder =>
        !isRemoved(this.removal, `${folder}/`) && (base.directoryExists?.(folder) ?? ts.sys.directoryExists(folder)),
      readFile: file => this.textOf(file),
      getSourceFile: (file, languageVersion) => {
        const text = this.textOf(file);
        if (text === undefined) return undefined;
        const key = this.removal?.edited.has(file) ? `${file}\0${this.removal.area}` : file;
        let sourceFile = this.sourceFiles.get(key);
        if (sourceFile === undefined) {
          sourceFile = ts.createSourceFile(file, text, languageVersion);
          this.sourceFiles.set(key, sourceFile);
        }
        return sourceFile;
      },
    };
  }

  /** Who imports whom among the project's files, and what each `declare module` block declares. */
  private mapImports(program: ts.Program): void {
    const cache = ts.createModuleResolutionCache(this.root, name => name, this.options);
    const checker = program.getTypeChecker();
    for (const sourceFile of program.getSourceFiles()) {
      if (!inProject(sourceFile.fileName)) continue;
      for (const { fileName: specifier } of ts.preProcessFile(sourceFile.text, true, true).importedFiles) {
        const resolved = ts.resolveModuleName(specifier, sourceFile.fileName, this.options, this.base, cache)
          .resolvedModule?.resolvedFileName;
        if (resolved === undefined || !inProject(resolved)) continue;
        if (!this.importers.has(resolved)) this.importers.set(resolved, new Set());
        this.importers.get(resolved)!.add(sourceFile.fileName);
      }
      const declared = augmentedNames(sourceFile, checker);
      if (declared.length > 0) this.augmentations.set(sourceFile.fileName, declared);
    }
  }

  /** The files whose diagnostics a removal may change (see the class's comment). */
  private affectedBy(removal: Removal, program: ts.Program): Set<string> {
    const files = program
      .getSourceFiles()
      .map(sourceFile => sourceFile.fileName)
      .filter(inProject);
    const changed = new Set(removal.edited.keys());
    for (const [imported, by] of this.importers)
      if (isRemoved(removal, imported)) for (const file of by) changed.add(file);
    const names = [...this.augmentations]
      .filter(([file]) => isRemoved(removal, file))
      .flatMap(([, declared]) => declared);
    if (names.length > 0) {
      const mentions = new RegExp(`\\b(${names.join('|')})\\b`);
      for (const file of files) if (mentions.test(program.getSourceFile(file)!.text)) changed.add(file);
    }
    const affected = new Set<string>();
    let wave = [...changed].filter(file => !isRemoved(removal, file));
    for (let depth = 0; wave.length > 0 && depth <= this.depth; depth++) {
      for (const file of wave) affected.add(file);
      wave = wave.flatMap(file => [...(this.importers.get(file) ?? [])]);
      wave = wave.filter(file => !affected.has(file) && !isRemoved(removal, file));
    }
    return affected;
  }

  /**
   * The type errors of the repository without `removal`'s area (of the whole one when undefined),
   * as `file:line: message`.
   */
  check(removal: Removal | undefined): { problems: Problem[]; checkedFiles: number } {
    if ((removal === undefined) !== (this.whole === undefined))
      throw new Error('check the whole repository first, and once');
    this.removal = removal;
    const rootNames = this.rootNames.filter(file => !isRemoved(removal, file));
    const program = ts.createProgram({ rootNames, options: this.options, host: this.host(), oldProgram: this.whole });
    const general = [...program.getOptionsDiagnostics(), ...program.getGlobalDiagnostics()].map(d => this.describe(d));
    if (removal === undefined) {
      // The whole check reports all `tsc --noEmit -p tsconfig.json` does (npm test runs no other).
      general.unshift(...this.configProblems.map(d => this.describe(d)));
      this.whole = program;
      this.mapImports(program);
      const diagnostics = [...program.getSyntacticDiagnostics(), ...program.getSemanticDiagnostics()];
      for (const diagnostic of diagnostics) {
        const file = diagnostic.file?.fileName ?? '';
        this.wholeProblems.set(file, [...(this.wholeProblems.get(file) ?? []), this.describe(diagnostic)]);
      }
      return {
        problems: [...general, ...this.wholeProblems.values()].flat(),
        checkedFiles: program.getSourceFiles().length,
      };
    }
    const affected = this.affectedBy(removal, program);
    const problems = [...general];
    for (const [file, kept] of this.wholeProblems)
      if (!affected.has(file) && !isRemoved(removal, file)) problems.push(...kept);
    for (const file of affected) {
      const sourceFile = program.getSourceFile(file);
      if (sourceFile === undefined) continue;
      const diagnostics = [
        ...program.getSyntacticDiagnostics(sourceFile),
        ...program.getSemanticDiagnostics(sourceFile),
      ];
      problems.push(...diagnostics.map(diagnostic => this.describe(diagnostic)));
    }
    return { problems, checkedFiles: affected.size };
  }

  private describe(diagnostic: ts.Diagnostic): Problem {
    const whole = ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ');
    const message = whole.length > MESSAGE_LENGTH ? `${whole.slice(0, MESSAGE_LENGTH)}…` : whole;
    if (!diagnostic.file || diagnostic.start === undefined) return message;
    const { line } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
    return `${path.relative(this.root, diagnostic.file.fileName)}:${line + 1}: ${message}`;
  }
}

/**
 * The names a file's `declare module` blocks declare (the calls an endpoints file adds to the data
 * provider): their members' and those of the types their interfaces extend.
 */
function augmentedNames(sourceFile: ts.SourceFile, checker: ts.TypeChecker): string[] {
  const names: string[] = [];
  const visit = (node: ts.Node) => {
    if ((ts.isPropertySignature(node) || ts.isMethodSignature(node)) && ts.isIdentifier(node.name))
      names.push(node.name.text);
    if (ts.isInterfaceDeclaration(node))
      for (const clause of node.heritageClauses ?? [])
        for (const type of clause.types)
          names.push(
            ...checker
              .getTypeAtLocation(type)
              .getProperties()
              .map(p => p.name),
          );
    ts.forEachChild(node, visit);
  };
  for (const statement of sourceFile.statements)
    if (ts.isModuleDeclaration(statement) && ts.isStringLiteral(statement.name) && statement.body)
      visit(statement.body);
  return names.filter(name => /^[A-Za-z_$][\w$]*$/.test(name));
}
