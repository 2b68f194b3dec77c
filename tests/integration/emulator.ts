import { inject } from 'vitest';

const emulators = inject('emulators');

/** This worker's emulator (global-setup.ts starts one per worker). */
export const emulator = emulators[(Number(process.env.VITEST_POOL_ID ?? '1') - 1) % emulators.length]!;
