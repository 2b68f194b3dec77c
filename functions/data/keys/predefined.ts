import type { AccountKeyContext, TableKey } from './context';
import { baseRange } from './range';

/**
 * The account's predefined settings (issue 15, /settings/company, the predefined tab), in its base
 * partition in every layout (no relocation names them):
 *
 * - `SENDER#<id>`                a predefined sender (name, from, reply-to)
 * - `SENDERDEFAULT`              which sender is the default (one item, so "exactly one default" is one write)
 * - `TESTGRP#<id>`, `TESTGRPNAME#<lower-case name>`  a test group and the claim of its name
 * - `TAG#<id>`, `TAGNAME#<lower-case name>`          a tag with values and the claim of its name
 * - `PREDEFCOUNT#<kind>`         how many senders, test groups or tags there are: the limit is a condition on it
 */
export function predefinedKeys(c: AccountKeyContext) {
  return {
    sender: (id: string): TableKey => c.base(`SENDER#${id}`),
    senders: () => baseRange(c, 'SENDER#'),
    senderDefault: (): TableKey => c.base('SENDERDEFAULT'),
    testGroup: (id: string): TableKey => c.base(`TESTGRP#${id}`),
    testGroups: () => baseRange(c, 'TESTGRP#'),
    testGroupName: (name: string): TableKey => c.base(`TESTGRPNAME#${name.toLowerCase()}`),
    tag: (id: string): TableKey => c.base(`TAG#${id}`),
    tags: () => baseRange(c, 'TAG#'),
    tagName: (name: string): TableKey => c.base(`TAGNAME#${name.toLowerCase()}`),
    predefinedCount: (kind: 'senders' | 'testGroups' | 'tags'): TableKey => c.base(`PREDEFCOUNT#${kind}`),
  };
}
