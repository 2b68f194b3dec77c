import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { buildApp, type GoniecStacks } from '@infra/app';
import { type GoniecConfig, readConfig } from '@infra/config';
import { repoPath } from '@infra/paths';

/** A temporary folder inside the run's own TMPDIR (tests/infra/global-setup.ts removes it). */
export const tempDir = (prefix: string): string => mkdtempSync(join(tmpdir(), prefix));

/** The context `cdk synth` sees (feature flags included), so tests synthesise the same templates. */
export function cdkJsonContext(): Record<string, unknown> {
  const cdkJson = JSON.parse(readFileSync(repoPath('cdk.json'), 'utf8')) as { context: Record<string, unknown> };
  return cdkJson.context;
}

/** A stand-in for web/dist, so the bucket deployment is part of the tested templates. */
export function fakeWebDist(): string {
  const dir = tempDir('goniec-web-dist-');
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Goniec</title>');
  writeFileSync(join(dir, 'assets', 'app-abc123.js'), 'console.log(1)');
  return dir;
}

export interface TestApp {
  readonly app: App;
  readonly config: GoniecConfig;
  readonly stacks: GoniecStacks;
}

/** Builds the whole app for a stage without bundling (the entry files only have to exist). */
export function buildTestApp(context: Record<string, unknown>, outdir?: string): TestApp {
  const app = new App({
    outdir: outdir ?? tempDir('goniec-cdk-out-'),
    context: { ...cdkJsonContext(), 'aws:cdk:bundling-stacks': [], ...context },
  });
  const config = readConfig(app);
  return { app, config, stacks: buildApp(app, config) };
}

/** Production-like: retention, deletion protection, alarm e-mail and a web build to deploy. */
export const PROD_CONTEXT = { stage: 'prod', senderDomain: 'mail.example.com', alarmEmail: 'ops@example.com' };
/** Dev without a web build: what a fresh checkout synthesises. */
export const DEV_CONTEXT = { stage: 'dev', senderDomain: 'example.com', webDistDir: join(tmpdir(), 'goniec-no-web-dist') };
/** The SMTP relay's context (issue 20): with it the Smtp stack is built. */
export const SMTP_CONTEXT = {
  smtpCertificateArn: 'arn:aws:acm:eu-central-1:123456789012:certificate/11111111-2222-3333-4444-555555555555',
  smtpDomain: 'smtp.example.com',
};
