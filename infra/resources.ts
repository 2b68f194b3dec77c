// The resource shapes live beside the Lambda code that reads them (functions/platform/resources.ts),
// so function bundles never import infra/; the stacks and the local bootstrap read them from here.
export * from '@functions/platform/resources';
