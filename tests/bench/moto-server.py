"""moto_server for the import benchmark, with one change: a transaction backs up the items it
touches instead of the whole table.

moto 5.2.5's DynamoDBBackend.transact_write_items deep-copies the entire table once per item of the
transaction (to roll back on a refused condition): a 97-item import batch copied the table 97 times,
so importing n rows cost O(n^2) (300 rows took 30 s, 20k would take hours). Backing up the touched
items and restoring them on failure is the same all-or-nothing behaviour at O(items). Only
`npm run bench:import` starts moto this way; tests use the stock server.
"""
import copy
import sys

import moto.dynamodb.models as models
from moto.server import main


class _NoTableCopy:
    """The module's `copy`, except that a whole Table is not copied (the wrapper below backs up items)."""

    def __getattr__(self, name):
        return getattr(copy, name)

    @staticmethod
    def deepcopy(obj, memo=None):
        if type(obj).__name__ == "Table":
            return obj
        return copy.deepcopy(obj, memo)


models.copy = _NoTableCopy()
_original = models.DynamoDBBackend.transact_write_items


def _key_of(backend, op_type, op):
    table = backend.get_table(op["TableName"])
    if op_type == "Put":
        attrs = op["Item"]
        key = {table.hash_key_attr: attrs[table.hash_key_attr]}
        if table.range_key_attr is not None:
            key[table.range_key_attr] = attrs[table.range_key_attr]
        return key
    return op["Key"]


def transact_write_items(self, transact_items):
    backups = []
    for item in transact_items:
        try:
            op_type, op = next(iter(item.items()))
            key = _key_of(self, op_type, op)
            current = self.get_item(op["TableName"], key)
            backups.append((op["TableName"], key, copy.deepcopy(current.to_json()["Attributes"]) if current else None))
        except Exception:  # the original reports malformed items itself
            pass
    try:
        return _original(self, transact_items)
    except Exception:
        for table_name, key, attrs in reversed(backups):
            if self.get_item(table_name, key) is not None:
                self.delete_item(table_name, key)
            if attrs is not None:
                self.put_item(table_name, attrs)
        raise


models.DynamoDBBackend.transact_write_items = transact_write_items

if __name__ == "__main__":
    sys.exit(main())
