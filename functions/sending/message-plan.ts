import type { MimeArena } from '@functions/platform/mailer';

/**
 * A message as its writer walks it: bytes every recipient shares, or the number of a value that is
 * the recipient's own (an index into the values `write` is given). A mailing's plan is built once
 * per container (render.ts): a recipient's message is then one pass adding up lengths and one pass
 * copying, with no string of the message ever built.
 */
export type Op = Buffer | number;

export class MessagePlan {
  private readonly ops: Op[] = [];
  private readonly refs: number[] = [];
  private staticBytes = 0;

  /** Adjacent bytes are joined into one piece: fewer, larger copies. */
  constructor(ops: Iterable<Op>) {
    let pending: Buffer[] = [];
    const flush = () => {
      if (pending.length > 0) this.ops.push(pending.length === 1 ? pending[0]! : Buffer.concat(pending));
      pending = [];
    };
    for (const op of ops) {
      if (typeof op === 'number') {
        flush();
        this.ops.push(op);
        this.refs.push(op);
      } else if (op.length > 0) {
        pending.push(op);
        this.staticBytes += op.length;
      }
    }
    flush();
  }

  /**
   * The message with `values` (ASCII strings: quoted-printable, encoded headers) in their places.
   * With an `arena` it is written there and valid until the arena's next message: a 130 KB buffer
   * per recipient is memory outside V8's heap that only a full collection gives back.
   */
  write(values: readonly string[], arena?: MimeArena): Buffer {
    let length = this.staticBytes;
    for (const ref of this.refs) length += values[ref]!.length;
    if (arena && (arena.buf?.length ?? 0) < length) arena.buf = Buffer.allocUnsafe(Math.ceil(length * 1.25));
    const out = arena ? arena.buf! : Buffer.allocUnsafe(length);
    let at = 0;
    for (const op of this.ops) {
      if (typeof op === 'number') at += out.write(values[op]!, at, 'latin1');
      else {
        out.set(op, at);
        at += op.length;
      }
    }
    return arena ? out.subarray(0, length) : out;
  }
}
