import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Repository root; NodejsFunction entries, the lock file and tsconfig are resolved from here. */
export const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));

export const repoPath = (...parts: string[]): string => join(REPO_ROOT, ...parts);

/** The built web app, deployed only when it exists so `cdk synth` works before `npm run build:web`. */
export const WEB_DIST = repoPath('web', 'dist');

export const webDistExists = (dir: string = WEB_DIST): boolean => existsSync(join(dir, 'index.html'));
