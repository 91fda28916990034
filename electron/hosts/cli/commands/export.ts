import { plural } from '../../../../shared/plural';
import { booleanFlags, stringFlags } from '../../../../shared/cli-flags';
import path from 'node:path';
import {
  EXPORT_FORMATS,
  EXPORT_KINDS,
  exportRequestSchema,
  type ExportRequest,
} from '../../../../shared/exports/kinds';
import type { ExportProgress, ExportSummary } from '../../../../shared/exports/summary';
import { unixToIso } from '../../../../shared/exports/iso-time';
import { AppError } from '../../../../shared/ipc/errors';
import type { ProfileServices } from '../../../core/services/profile-services';
import { discardExport, runExport } from '../../../core/services/exports/export-job';
import type { RunExportOptions } from '../../../core/services/exports/export-base';
import { exportDepsFromServices } from '../../../core/services/exports/services-deps';
import { formatStatements } from './statement';

/** Options of `export`, to spread into the CLI's `parseArgs` options. */
export const EXPORT_CLI_OPTIONS = {
  ...stringFlags(
    'account',
    'jetton-master',
    'collection',
    'kind',
    'format',
    'from',
    'to',
    'out',
    'order',
    'page-size',
  ),
  ...booleanFlags('bom', 'restart'),
};

export const EXPORT_USAGE = `  export <profile> (--account <addr> | --jetton-master <addr> | --collection <addr>)
         --kind ${EXPORT_KINDS.join('|')} --format ${EXPORT_FORMATS.join('|')}
         [--from ISO] [--to ISO] [--order asc|desc] [--bom] [--page-size N] [--restart] [--json] --out <file>`;

export interface ExportCommandIo {
  out(text: string): void;
  err(text: string): void;
}

type Values = Record<string, string | boolean | undefined>;

function bad(message: string): AppError {
  return new AppError({ code: 'INVALID_INPUT', message: `export: ${message}` });
}

/** Builds and validates the export request from the command line (same schema as the app). */
export function exportRequestFromArgs(
  profileId: string,
  values: Values,
): ExportRequest & { outPath: string } {
  const targets = (['account', 'jetton-master', 'collection'] as const).filter(
    (k) => typeof values[k] === 'string',
  );
  if (targets.length !== 1)
    throw bad('give exactly one of --account, --jetton-master, --collection');
  const target = targets[0]!;
  if (typeof values.out !== 'string') throw bad('--out <file> is required');
  const pageSize = values['page-size'] === undefined ? undefined : Number(values['page-size']);
  const parsed = exportRequestSchema.safeParse({
    profileId,
    address: values[target],
    scope:
      target === 'account'
        ? 'account'
        : target === 'jetton-master'
          ? 'jetton-master'
          : 'nft-collection',
    kind: values.kind,
    format: values.format ?? formatFromName(values.out),
    from: values.from,
    to: values.to,
    order: values.order,
    bom: values.bom === true,
    pageSize,
    outPath: path.resolve(values.out),
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = issue.path.length
      ? `--${String(issue.path[0])
          .replace(/([A-Z])/g, '-$1')
          .toLowerCase()}`
      : 'request';
    throw bad(`${name === '--out-path' ? '--out' : name}: ${issue.message}`);
  }
  return parsed.data as ExportRequest & { outPath: string };
}

function formatFromName(file: string): string | undefined {
  const ext = path.extname(file).slice(1).toLowerCase();
  return (EXPORT_FORMATS as readonly string[]).includes(ext) ? ext : undefined;
}

/** One progress line for stderr. */
export function formatProgress(p: ExportProgress): string {
  const pct = p.fraction === null ? '' : ` ${(p.fraction * 100).toFixed(1)}%`;
  const eta = p.etaSeconds === null ? '' : `, ETA ${p.etaSeconds} s`;
  const err = p.error ? ` (${p.error})` : '';
  return `export: ${plural(p.rows, 'row')}, ${plural(p.pages, 'page')}, ${p.rate} rows/s${pct}${eta}${err}`;
}

/** The summary printed at the end. */
export function formatSummary(s: ExportSummary, outPath: string): string {
  const time = (t: number | null) => (t === null ? '-' : unixToIso(t));
  const lines = [
    `wrote ${plural(s.rows, 'row')} (${plural(s.items, 'item')}, ${plural(s.pages, 'page')}) to ${outPath}`,
    `span: ${time(s.firstTime)} .. ${time(s.lastTime)}  pinned end lt: ${s.pinnedEndLt ?? '-'}`,
    `fees: ${s.fees} TON (${s.feesNano} nanotons)`,
  ];
  for (const t of s.totals)
    lines.push(
      `${t.symbol || t.asset}: in ${t.in}, out ${t.out} (smallest unit: in ${t.inUnits}, out ${t.outUnits})`,
    );
  if (s.duplicatesDropped) lines.push(`duplicates dropped: ${s.duplicatesDropped}`);
  if (s.statements) {
    const period = `${s.from ?? 'whole history'} .. ${s.to ?? 'now'} (UTC)`;
    lines.push(formatStatements(s.statements, s.address, period));
  }
  return lines.join('\n');
}

/**
 * `export <profile> --account <addr> --kind … --format … [--from ISO] [--to ISO] --out <file>`:
 * runs an export at background priority through the profile's throttle, progress on stderr,
 * the summary on stdout (`--json`: as JSON). An earlier run of the same export to the same
 * file that was stopped (Ctrl-C, crash, kill) resumes from its checkpoint; `--restart`
 * starts over. Ctrl-C stops cleanly and keeps the checkpoint. Throws `AppError` on failure.
 */
export async function exportCommand(
  services: ProfileServices,
  profileName: string,
  values: Values,
  io: ExportCommandIo,
  extra: Pick<RunExportOptions, 'pageAttempts' | 'retryDelayMs' | 'concurrency'> = {},
): Promise<ExportSummary> {
  const profileId = services.store.get(profileName).id;
  const request = exportRequestFromArgs(profileId, values);
  if (values.restart) await discardExport(request.outPath);
  const controller = new AbortController();
  const onSigint = () => {
    io.err('export: stopping (the checkpoint is kept; run the same command again to resume)');
    controller.abort();
  };
  process.once('SIGINT', onSigint);
  let lastLine = 0;
  try {
    const summary = await runExport({
      ...extra,
      jobId: `cli-${process.pid}`,
      request,
      deps: exportDepsFromServices(services),
      signal: controller.signal,
      onProgress: (p) => {
        const now = Date.now();
        if (p.state === 'running' && !p.error && now - lastLine < 500) return;
        lastLine = now;
        io.err(formatProgress(p));
      },
    });
    io.out(
      values.json ? JSON.stringify(summary, null, 2) : formatSummary(summary, request.outPath),
    );
    return summary;
  } finally {
    process.removeListener('SIGINT', onSigint);
  }
}
