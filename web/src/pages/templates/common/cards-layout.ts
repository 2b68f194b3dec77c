/** How many cards a gallery row holds as the page widens (a thumbnail stays legible). */
export const CARDS_PER_ROW = [{ cards: 1 }, { minWidth: 560, cards: 2 }, { minWidth: 900, cards: 3 }, { minWidth: 1300, cards: 4 }];

/** Cards without selection still take Cloudscape's selection words: named here once. */
export const cardsLabels = <T>(cardsLabel: string, selectionGroupLabel: string, name: (item: T) => string) => ({
  cardsLabel,
  selectionGroupLabel,
  itemSelectionLabel: (_: unknown, item: T) => name(item),
});
