/**
 * Career Discovery's ranking, run in a worker thread so a large background never holds the event
 * loop that answers everyone else (docs/decisions.md S57). The occupations load once per worker.
 */
import { parentPort } from 'node:worker_threads';
import type { Background } from '../../shared/career-match.ts';
import { careerPaths } from '../catalog/careers/index.ts';
import { createOccupations } from './occupations.service.ts';

export interface DiscoveryRequest {
  id: number;
  background: Background;
}

const occupations = createOccupations({ careers: careerPaths });

parentPort?.on('message', ({ id, background }: DiscoveryRequest) => {
  try {
    parentPort?.postMessage({ id, ok: true, fits: occupations.discover(background) });
  } catch {
    parentPort?.postMessage({ id, ok: false });
  }
});
