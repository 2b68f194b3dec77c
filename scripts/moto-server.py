"""Starts moto server (the local AWS emulator) with fixes for long local runs.

moto 5.2 keeps every model object it ever created in a class-level list (read by
/moto-api/data.json), so each DynamoDB item version, SQS message and S3 object stays in memory for
the life of the server. And TransactWriteItems deep-copies the whole table once per item of the
transaction to be able to roll back. Together, an import of a few thousand rows grows the emulator
to gigabytes and each transaction slows with the table's size.

Every Query walks every item of the whole table (all partitions), so a query's cost grows with
everything every test and account ever wrote. And responses go through a generic, shape-driven
serializer that spends milliseconds per item: a page of 5,000 items took 20 seconds.

So, before moto starts: only SES objects and SNS text messages are still tracked (the local mail
catcher and the tests read sent mail and texts from data.json); a transaction snapshots just the items it touches and restores those on
cancellation instead of copying tables; a Query reads only its own partition (a table query) or the
items carrying its index key (an index query, from a per-index map that catches up on the keys
written since it was built, rebuilt only after writes it cannot name), narrowed
by bisecting its range-key condition on a sorted copy kept until the next write; and a
successful read of items (Query, Scan, GetItem, BatchGetItem), already DynamoDB JSON, is written
with json.dumps. Answers are
unchanged: the same items reach moto's own sorting, paging and filtering, and the same JSON leaves.

SES v2 GetAccount, which moto lacks, answers the emulator's send quota (below).

Two fixes make it more faithful: DynamoDB writes are atomic (below), and a Secrets Manager rotation
without a rotation function stops where AWS would call the function (below).
"""

import base64
import bisect
import copy
import datetime
import json
import sys
import threading

from moto.core.common_models import BaseModel
from moto.dynamodb import models as dynamodb_models
from moto.dynamodb.models import DynamoDBBackend
from moto.dynamodb.models.dynamo_type import DynamoType
from moto.dynamodb.models.table import Table
from moto.dynamodb.responses import DynamoHandler, DynamoResult
from moto.moto_api._internal import mock_random
from moto.secretsmanager.models import SecretsManagerBackend
from moto.server import main
from moto.sesv2 import urls as sesv2_urls
from moto.sesv2.responses import SESV2Response

TRACKED_MODULES = ("moto.ses",)
TRACKED_CLASSES = ("moto.sns.models.SMS",)


def _new(cls, *args, **kwargs):
    instance = object.__new__(cls)
    if cls.__module__.startswith(TRACKED_MODULES) or f"{cls.__module__}.{cls.__name__}" in TRACKED_CLASSES:
        cls.instances_tracked.append(instance)
    return instance


BaseModel.__new__ = staticmethod(_new)


class _NoTableCopies:
    """Stands in for the copy module inside moto's DynamoDB models: tables are not copied."""

    def __getattr__(self, name):
        return getattr(copy, name)

    @staticmethod
    def deepcopy(value, memo=None):
        if type(value).__name__ == "Table":
            return value
        return copy.deepcopy(value, memo)


dynamodb_models.copy = _NoTableCopies()
_transact_write_items = DynamoDBBackend.transact_write_items


def _touched(backend, transact_items):
    """The (table, hash, range, item before) of every item the transaction names."""
    touched = []
    for entry in transact_items:
        _, op = next(iter(entry.items()))
        table = backend.tables.get(op.get("TableName"))
        if table is None:
            continue
        key = op.get("Key") or op.get("Item")
        if not key or table.hash_key_attr not in key:
            continue
        hash_value = DynamoType(key[table.hash_key_attr])
        range_value = DynamoType(key[table.range_key_attr]) if table.range_key_attr and table.range_key_attr in key else None
        if table.range_key_attr and range_value is None:
            continue
        before = table.get_item(hash_value, range_value)
        touched.append((table, hash_value, range_value, copy.deepcopy(before) if before is not None else None))
    return touched


def _restore(touched):
    for table, hash_value, range_value, before in reversed(touched):
        _changed(table)
        if before is None:
            table.delete_item(hash_value, range_value)
        elif range_value is not None:
            table.items[hash_value][range_value] = before
        else:
            table.items[hash_value] = before


def transact_write_items(self, transact_items):
    touched = _touched(self, transact_items)
    try:
        return _transact_write_items(self, transact_items)
    except Exception:
        _restore(touched)
        raise


DynamoDBBackend.transact_write_items = transact_write_items

# --- Queries read their partition, or the items of their index key, not the whole table.

_hint = threading.local()
_lock = threading.Lock()
_all_items = Table.all_items


# Writes since the index maps were built, by key, so a map catches up on them instead of being rebuilt
# from the whole table after every write (which made a query after each write cost the whole table).
_LOG_LIMIT = 50_000


def _changed(table, key=None):
    """A write to `table`: of the item at `key` (hash, range), or of unknown items (rebuild everything)."""
    version = table.__dict__.get("_goniec_version", 0) + 1
    table.__dict__["_goniec_version"] = version
    log = table.__dict__.setdefault("_goniec_log", [])
    if key is None or len(log) >= _LOG_LIMIT:
        log.clear()
        table.__dict__["_goniec_log_floor"] = version
    else:
        log.append((version, key))


def _written_key(table, attrs):
    """The (hash, range) an item write names, from its Key or Item in DynamoDB JSON; None when unclear."""
    try:
        hash_value = DynamoType(attrs[table.hash_key_attr])
        range_value = DynamoType(attrs[table.range_key_attr]) if table.range_key_attr else None
        return (hash_value, range_value)
    except (KeyError, TypeError):
        return None


def all_items(self):
    items = getattr(_hint, "items", None)
    if items is not None and getattr(_hint, "table", None) is self:
        return items
    return _all_items(self)


def _partition(table, hash_key):
    part = table.items.get(hash_key)
    if part is None:
        return []
    return list(part.values()) if table.range_key_attr else [part]


def _index_bucket_value(item, attr):
    return item.attrs.get(attr) if item is not None else None


def _index_items(table, index_name, hash_key):
    """Items whose index hash attribute equals hash_key, from a map kept up to date with the writes."""
    index = table.get_index(index_name)
    attr = next(k["AttributeName"] for k in index.schema if k["KeyType"] == "HASH")
    version = table.__dict__.get("_goniec_version", 0)
    with _lock:
        cache = table.__dict__.setdefault("_goniec_index_maps", {})
        cached = cache.get(index_name)
        floor = table.__dict__.get("_goniec_log_floor", 0)
        if cached is not None and cached[0] != version and cached[0] >= floor:
            built, buckets, where = cached
            for logged, key in list(table.__dict__.get("_goniec_log", [])):
                if logged <= built:
                    continue
                old = where.pop(key, None)
                if old is not None:
                    bucket = buckets.get(old)
                    if bucket is not None:
                        bucket.pop(key, None)
                item = table.get_item(key[0], key[1])
                value = _index_bucket_value(item, attr)
                if value is not None:
                    buckets.setdefault(value, {})[key] = item
                    where[key] = value
            cached = (version, buckets, where)
            cache[index_name] = cached
        elif cached is None or cached[0] != version:
            buckets, where = {}, {}
            for item in _all_items(table):
                value = item.attrs.get(attr)
                if value is not None:
                    key = (item.hash_key, item.range_key)
                    buckets.setdefault(value, {})[key] = item
                    where[key] = value
            cached = (version, buckets, where)
            cache[index_name] = cached
    return list(cached[1].get(hash_key, {}).values())


_query = Table.query


def _range_attr(table, index_name):
    if index_name is None:
        return table.range_key_attr
    return next((k["AttributeName"] for k in table.get_index(index_name).schema if k["KeyType"] == "RANGE"), None)


def _sorted(table, index_name, hash_key, items):
    """The candidates sorted by their range key, with the keys for bisecting; cached until the table changes."""
    attr = _range_attr(table, index_name)
    if attr is None:
        return None
    version = table.__dict__.get("_goniec_version", 0)
    cache_key = (index_name, hash_key)
    with _lock:
        cache = table.__dict__.setdefault("_goniec_sorted", {})
        cached = cache.get(cache_key)
        if cached is not None and cached[0] == version:
            return cached[1], cached[2]
    entries = []
    for item in items:
        value = item.attrs.get(attr)
        if value is not None:
            entries.append((value.cast_value, item))
    try:
        entries.sort(key=lambda entry: entry[0])
    except TypeError:
        return None
    result = ([entry[0] for entry in entries], [entry[1] for entry in entries])
    with _lock:
        if len(cache) > 256:
            cache.clear()
        cache[cache_key] = (version, result[0], result[1])
    return result


def _narrow(keys, items, comparison, values):
    """The items whose range key can satisfy the key condition (moto still checks each one)."""
    op = (comparison or "").upper()
    try:
        bounds = [value.cast_value for value in values]
        lo, hi = 0, len(keys)
        if op in ("=", "EQ"):
            lo, hi = bisect.bisect_left(keys, bounds[0]), bisect.bisect_right(keys, bounds[0])
        elif op == "BETWEEN":
            lo, hi = bisect.bisect_left(keys, bounds[0]), bisect.bisect_right(keys, bounds[1])
        elif op in ("<", "LT"):
            hi = bisect.bisect_left(keys, bounds[0])
        elif op in ("<=", "LE"):
            hi = bisect.bisect_right(keys, bounds[0])
        elif op in (">", "GT"):
            lo = bisect.bisect_right(keys, bounds[0])
        elif op in (">=", "GE"):
            lo = bisect.bisect_left(keys, bounds[0])
        elif op == "BEGINS_WITH" and isinstance(bounds[0], str):
            lo, hi = bisect.bisect_left(keys, bounds[0]), bisect.bisect_left(keys, bounds[0] + "\U0010ffff")
        return items[lo:hi]
    except (TypeError, IndexError):
        return items


def query(self, hash_key, *args, **kwargs):
    index_name = kwargs.get("index_name") if "index_name" in kwargs else (args[6] if len(args) > 6 else None)
    single_hash = index_name is None or sum(1 for k in self.get_index(index_name).schema if k["KeyType"] == "HASH") == 1
    if hash_key is None or not single_hash:
        return _query(self, hash_key, *args, **kwargs)
    items = _index_items(self, index_name, hash_key) if index_name else _partition(self, hash_key)
    comparison = args[0] if args else kwargs.get("range_comparison")
    values = args[1] if len(args) > 1 else kwargs.get("range_objs")
    if comparison and values and len(kwargs.get("range_key_conditions") or []) <= 1:
        ordered = _sorted(self, index_name, hash_key, items)
        if ordered is not None:
            items = _narrow(ordered[0], ordered[1], comparison, values)
    _hint.table, _hint.items = self, items
    try:
        return _query(self, hash_key, *args, **kwargs)
    finally:
        _hint.table, _hint.items = None, None


Table.all_items = all_items
Table.query = query

for _name in ("put_item", "update_item", "delete_item"):
    _original = getattr(DynamoDBBackend, _name)

    def _write(self, table_name, *args, _original=_original, **kwargs):
        try:
            return _original(self, table_name, *args, **kwargs)
        finally:
            table = self.tables.get(table_name)
            if table is not None:
                attrs = args[0] if args else (kwargs.get("item_attrs") or kwargs.get("key"))
                _changed(table, _written_key(table, attrs) if isinstance(attrs, dict) else None)

    setattr(DynamoDBBackend, _name, _write)

# --- DynamoDB answers: DynamoDB JSON already, so json.dumps writes them.


def _json_default(value):
    if isinstance(value, (set, frozenset)):
        return sorted(value)
    if isinstance(value, (bytes, bytearray)):
        return base64.b64encode(value).decode("ascii")
    if isinstance(value, datetime.datetime):
        return value.timestamp()
    raise TypeError(type(value).__name__)


_serialized = DynamoHandler.serialized


# Reads that return items: their output is exactly the items' DynamoDB JSON plus counts and keys.
_FAST_ACTIONS = {"Query", "Scan", "GetItem", "BatchGetItem"}


def serialized(self, action_result):
    if isinstance(action_result, DynamoResult) and self._get_action() in _FAST_ACTIONS:
        return 200, {"Content-Type": "application/x-amz-json-1.0"}, json.dumps(action_result.result, default=_json_default)
    return _serialized(self, action_result)


DynamoHandler.serialized = serialized

# --- Writes are atomic, as in DynamoDB: moto's server answers requests on threads, and a
# conditional write's check and its write could interleave with another request's (two optimistic
# updates of one list both passing `#teams = :before`, one change lost). One lock serialises the
# backend's writes; reads stay parallel. Re-entrant: a batch or transaction writes through them.

_write_lock = threading.RLock()


def _atomic(method):
    def write(*args, **kwargs):
        with _write_lock:
            return method(*args, **kwargs)

    write.__name__ = method.__name__
    return write


for _name in ("put_item", "update_item", "delete_item", "transact_write_items", "batch_write_item"):
    setattr(DynamoDBBackend, _name, _atomic(getattr(DynamoDBBackend, _name)))


# Secrets Manager's RotateSecret without a rotation function: AWS always has one, and calls it with
# a new version labelled AWSPENDING that has no value yet (the function's createSecret step puts
# one). Stock moto instead labels that empty version AWSCURRENT at once, a state AWS never reaches.
# Here it stops where AWS would call the function, so a test can run the function's steps against
# the emulator exactly as Secrets Manager would. With a function ARN, moto's own behaviour is kept.
_rotate_secret = SecretsManagerBackend.rotate_secret


def rotate_secret(self, secret_id, client_request_token=None, rotation_lambda_arn=None, rotation_rules=None, rotate_immediately=True):
    if rotation_lambda_arn or not rotate_immediately or not self._is_valid_identifier(secret_id):
        return _rotate_secret(self, secret_id, client_request_token, rotation_lambda_arn, rotation_rules, rotate_immediately)
    secret = self.secrets[secret_id]
    version_id = client_request_token or str(mock_random.uuid4())
    secret.remove_version_stages_from_old_versions(["AWSPENDING"])
    secret.versions[version_id] = {"createdate": int(datetime.datetime.now().timestamp()), "version_id": version_id, "version_stages": ["AWSPENDING"]}
    days = (rotation_rules or {}).get("AutomaticallyAfterDays")
    if days:
        secret.auto_rotate_after_days = days
        secret.rotation_enabled = True
    secret.rotation_requested = True
    return secret.to_short_dict()


SecretsManagerBackend.rotate_secret = rotate_secret

def get_account(self):
    """SES v2 GetAccount, which moto lacks: the sender paces itself to the account's send quota.

    The emulator's quota is generous by default (GONIEC_EMULATOR_SES_RATE per second,
    GONIEC_EMULATOR_SES_MAX24 a day) so local runs and tests are not slowed; what was sent in the
    last 24 hours is what this emulator accepted since it started.
    """
    import os

    sent = self.sesv2_backend.core_backend.sent_message_count
    return json.dumps({
        "DedicatedIpAutoWarmupEnabled": False,
        "EnforcementStatus": "HEALTHY",
        "ProductionAccessEnabled": True,
        "SendingEnabled": True,
        "SendQuota": {
            "Max24HourSend": float(os.environ.get("GONIEC_EMULATOR_SES_MAX24", "10000000")),
            "MaxSendRate": float(os.environ.get("GONIEC_EMULATOR_SES_RATE", "1000")),
            "SentLast24Hours": float(sent),
        },
    })


SESV2Response.get_account = get_account
sesv2_urls.url_paths["{0}/v2/email/account$"] = SESV2Response.dispatch

if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
