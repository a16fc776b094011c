// Worker thread of the prepare pool: reads, parses and gzips the notice files it is sent.
import { parentPort } from 'node:worker_threads';
import { prepareFiles, type FileToPrepare } from './files';

parentPort?.on('message', async (files: FileToPrepare[]) => {
  parentPort?.postMessage(await prepareFiles(files));
});
