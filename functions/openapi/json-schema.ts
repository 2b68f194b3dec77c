export type JsonSchema = Record<string, unknown>;

/** A component name from a route id and place ("subscribers.v1.get.response" → "SubscribersV1GetResponse"). */
export function componentName(...parts: string[]): string {
  return parts
    .join('.')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join('');
}

function rewriteRefs(node: unknown, rewrite: (ref: string) => string): unknown {
  if (Array.isArray(node)) return node.map((item) => rewriteRefs(item, rewrite));
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [
      key,
      key === '$ref' && typeof value === 'string' ? rewrite(value) : rewriteRefs(value, rewrite),
    ]),
  );
}

/**
 * A schema converted on its own keeps what it shares or recurses into under its own `$defs`, with
 * refs relative to itself ("#/$defs/x", or "#" for itself): embedded in an OpenAPI document those
 * would point at the document's root. Its defs move to the document's components under names of
 * their own and every ref is rewritten to them; a schema that refers to itself becomes a component.
 */
export function hoistDefs(schema: JsonSchema, owner: string, components: Record<string, JsonSchema>): JsonSchema {
  const { $defs, ...root } = schema as JsonSchema & { $defs?: Record<string, JsonSchema> };
  const ownName = componentName(owner);
  let selfReferenced = false;
  const rewrite = (ref: string) => {
    if (ref === '#') {
      selfReferenced = true;
      return `#/components/schemas/${ownName}`;
    }
    const def = /^#\/\$defs\/(.+)$/.exec(ref);
    return def ? `#/components/schemas/${componentName(owner, def[1]!)}` : ref;
  };
  for (const [name, def] of Object.entries($defs ?? {})) components[componentName(owner, name)] = rewriteRefs(def, rewrite) as JsonSchema;
  const rewritten = rewriteRefs(root, rewrite) as JsonSchema;
  if (!selfReferenced) return rewritten;
  components[ownName] = rewritten;
  return { $ref: `#/components/schemas/${ownName}` };
}
