// Parses and compresses notice files on worker threads, so the main thread only talks to the database.
// (PGlite runs on the main thread; parsing an eForms notice costs about as much as writing it.)
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { FileToPrepare, PrepareFileResult } from './files';

interface Job {
  files: readonly FileToPrepare[];
  resolve: (results: PrepareFileResult[]) => void;
  reject: (error: Error) => void;
}

export interface PreparePool {
  prepare: (files: readonly FileToPrepare[]) => Promise<PrepareFileResult[]>;
  close: () => Promise<void>;
  readonly size: number;
}

/** One worker per spare core (at least one). */
export function defaultPoolSize(): number {
  return Math.max(1, availableParallelism() - 1);
}

export function createPreparePool(size = defaultPoolSize()): PreparePool {
  const workers = Array.from({ length: size }, () => {
    const worker = new Worker(new URL('./prepare-worker.ts', import.meta.url));
    worker.unref();
    return { worker, busy: null as Job | null };
  });
  const queue: Job[] = [];

  const dispatch = () => {
    for (const slot of workers) {
      if (slot.busy || queue.length === 0) continue;
      const job = queue.shift()!;
      slot.busy = job;
      slot.worker.ref();
      slot.worker.postMessage(job.files);
    }
  };
  for (const slot of workers) {
    slot.worker.on('message', (results: PrepareFileResult[]) => {
      const job = slot.busy;
      slot.busy = null;
      slot.worker.unref();
      job?.resolve(results.map(revive));
      dispatch();
    });
    slot.worker.on('error', (error) => {
      slot.busy?.reject(error);
      slot.busy = null;
    });
  }

  return {
    size,
    prepare(files) {
      // Split across the workers, keeping the order of the results.
      const share = Math.ceil(files.length / size) || 1;
      const parts: Promise<PrepareFileResult[]>[] = [];
      for (let start = 0; start < files.length; start += share) {
        parts.push(
          new Promise((resolve, reject) => {
            queue.push({ files: files.slice(start, start + share), resolve, reject });
            dispatch();
          }),
        );
      }
      return Promise.all(parts).then((lists) => lists.flat());
    },
    async close() {
      await Promise.all(workers.map(({ worker }) => worker.terminate()));
    },
  };
}

/** Structured cloning turns a Buffer into a plain Uint8Array; make it a Buffer again. */
function revive(result: PrepareFileResult): PrepareFileResult {
  if (!result.ok) return result;
  const bytes = result.prepared.xmlGzip as Uint8Array;
  return {
    ok: true,
    prepared: { ...result.prepared, xmlGzip: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) },
  };
}
