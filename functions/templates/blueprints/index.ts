import type { BlueprintCategory } from '@shared/rules/templates';
import type { ContentEvent } from '@shared/schemas/content';
import { businessNewsletter } from './business-newsletter';
import { businessWebinar } from './business-webinar';
import { cartAbandoned } from './cart-abandoned';
import { cartOrderConfirmation } from './cart-order-confirmation';
import { easterSale } from './easter-sale';
import { holidayChristmas } from './holiday-christmas';
import { holidayNewYear } from './holiday-new-year';
import { plainLetter } from './plain-letter';
import { plainOneColumn } from './plain-one-column';
import { plainProductGrid } from './plain-product-grid';
import { plainTwoColumns } from './plain-two-columns';
import { valentineGifts } from './valentine-gifts';
import { womenDayGreetings } from './women-day-greetings';
import { womenDaySale } from './women-day-sale';

/**
 * Issue 16: the blueprints we ship, written in MJML by us (one file each beside this one, the shared
 * head, brand bar and footer in parts.ts). Texts in pl and en; the MJML is the same for both, its
 * words in Polish (the product's market, `<mjml lang="pl">`), merge fields with fallbacks. No
 * external images: colour blocks and type stand in for photos (see parts.ts).
 */
export interface BlueprintSource {
  id: string;
  category: BlueprintCategory;
  name: { pl: string; en: string };
  description: { pl: string; en: string };
  subject: { pl: string; en: string };
  mjml: string;
  /**
   * The event the e-mail invites to (a webinar), for a template made from it to carry (spec
   * section 3: events → an "add to calendar" link). Its dates are an example the user changes.
   */
  event?: ContentEvent;
}

/** The gallery's order: plain layouts first, then by category (women_day … easter). */
export const BLUEPRINTS: readonly BlueprintSource[] = [
  plainOneColumn,
  plainTwoColumns,
  plainProductGrid,
  plainLetter,
  womenDaySale,
  womenDayGreetings,
  valentineGifts,
  holidayChristmas,
  holidayNewYear,
  cartAbandoned,
  cartOrderConfirmation,
  businessNewsletter,
  businessWebinar,
  easterSale,
];

export const blueprintById = (id: string): BlueprintSource | undefined => BLUEPRINTS.find((b) => b.id === id);
