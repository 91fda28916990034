import path from 'node:path';

/**
 * What a launch asks the app to open: the files and links in its command line (Windows and
 * Linux pass a file opened with the app, or a second launch's arguments, this way). Skips the
 * executable, the app's own entry script (an unpackaged run passes it: `electron main.cjs`),
 * and options (`--smoke`, `--user-data DIR` with its value). Files are made absolute against
 * `cwd` (a second launch's working directory); http(s) links are kept as they are.
 */
export function openTargetsFromArgv(
  argv: readonly string[],
  cwd: string,
  packaged: boolean,
): string[] {
  const args = argv.slice(packaged ? 1 : 2);
  const out: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a === '--user-data' || a === '--port') {
      i++; // skip the option's value
      continue;
    }
    if (a.startsWith('-')) continue;
    out.push(/^https?:\/\//i.test(a) ? a : path.resolve(cwd, a));
  }
  return out;
}
