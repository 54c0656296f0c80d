import { fileURLToPath } from 'node:url';

export const TEST_DATA_DIR = fileURLToPath(new URL('../../../.test-data', import.meta.url));
export const PGLITE_TEMPLATE = `${TEST_DATA_DIR}/pglite-template.tar`;
