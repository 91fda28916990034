import { useEffect, useState } from 'react';
import type { ExportChunk } from '../../../../shared/ipc/channels/exports';
import type { ExportJobView } from '../../../../shared/exports/summary';
import { bridge } from '../../bridge';

/**
 * The export jobs of main, live: the list once, then every `exports:progress` event (rows,
 * pages, rate, ETA, end, summary). Newest first.
 */
export function useExportJobs(): { jobs: ExportJobView[]; error: unknown } {
  const [jobs, setJobs] = useState<Map<string, ExportJobView>>(new Map());
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    let alive = true;
    const off = bridge.on('exports:progress', (view) => {
      setJobs((prev) => new Map(prev).set(view.jobId, view));
    });
    bridge
      .call('exports:list', {})
      .then((list) => {
        if (!alive) return;
        setJobs((prev) => {
          const next = new Map(prev);
          // Events that arrived meanwhile are newer than the list.
          for (const v of list) if (!next.has(v.jobId)) next.set(v.jobId, v);
          return next;
        });
      })
      .catch((e: unknown) => alive && setError(e));
    return () => {
      alive = false;
      off();
    };
  }, []);
  return { jobs: [...jobs.values()].sort((a, b) => b.createdAt - a.createdAt), error };
}

/** Downloads a finished export through the bridge (web shell: main streams the bytes). */
export async function downloadExport(jobId: string): Promise<void> {
  const parts: Uint8Array[] = [];
  let offset: number | null = 0;
  let name = 'export';
  while (offset !== null) {
    const chunk: ExportChunk = await bridge.call('exports:read-chunk', { jobId, offset });
    name = chunk.fileName;
    const bin = atob(chunk.base64);
    const bytes = new Uint8Array(bin.length);
    for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
    parts.push(bytes);
    offset = chunk.nextOffset;
  }
  const url = URL.createObjectURL(new Blob(parts as BlobPart[]));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
