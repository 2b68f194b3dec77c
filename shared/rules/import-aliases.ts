import enSubscribers from '../i18n/en/subscribers.json';
import plSubscribers from '../i18n/pl/subscribers.json';
import type { ImportDateFormat, ImportNewProperty } from '../schemas/imports';

/**
 * What header names of other tools' exports mean (issue 14): the one table the server's mapping
 * suggestion reads (shared/rules/import-suggest.ts). Keys are normalised header names
 * (headerKey: lower case, no diacritics, only letters and digits).
 *
 * Sources: Mailchimp audience exports (Email Address, First Name, Last Name, Address, Phone Number,
 * Birthday, MEMBER_RATING, OPTIN_TIME, CONFIRM_TIME, TAGS…; merge tags FNAME, LNAME, PHONE, BIRTHDAY),
 * FreshMail and GetResponse exports, Brevo (EMAIL, FIRSTNAME, LASTNAME, SMS), Amazon Pinpoint endpoint
 * CSVs (ChannelType, Address, User.UserAttributes.*, Attributes.*, Location.City), Polish spreadsheets.
 */

/** A header name as the tables key it: case, spaces, dashes, underscores, dots and Polish diacritics do not count. */
export function headerKey(header: string): string {
  return header
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[łŁ]/g, 'l')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
}

/** Pinpoint's attribute paths: User.UserAttributes.FirstName is a first name. */
const PATH_PREFIX = /^\s*(user\.userattributes|attributes|user|location|demographic)\./i;
export const stripPath = (header: string) => header.replace(PATH_PREFIX, '');

/** Header names of base fields and personal properties (field ids). */
export const FIELD_ALIASES: Record<string, string> = Object.fromEntries(
  Object.entries({
    email: [
      'email',
      'mail',
      'emailaddress',
      'adresemail',
      'adresmailowy',
      'adres',
      'emailadres',
      'poczta',
      'pocztaemail',
      'mailaddress',
      'emails',
    ],
    gsm: [
      'gsm',
      'phone',
      'phonenumber',
      'mobile',
      'mobilephone',
      'mobilenumber',
      'cellphone',
      'cell',
      'sms',
      'telefon',
      'tel',
      'telefongsm',
      'telefonkomorkowy',
      'komorka',
      'nrtelefonu',
      'numertelefonu',
      'numertelefonukomorkowego',
      'telkom',
      'telefonkom',
      'phonegsm',
    ],
    name: ['name', 'nazwa', 'fullname', 'imieinazwisko', 'nazwaodbiorcy', 'contactname'],
    emailType: ['emailtype', 'typ', 'type', 'rodzajkorespondencji'],
    comment: ['comment', 'comments', 'komentarz', 'uwagi', 'notes', 'note', 'notatki', 'notatka'],
    status: ['status'],
    firstname: ['firstname', 'fname', 'first', 'givenname', 'imie', 'forename'],
    lastname: ['lastname', 'lname', 'last', 'surname', 'familyname', 'nazwisko'],
    birthday: ['birthday', 'birthdate', 'dateofbirth', 'dob', 'dataurodzenia', 'urodziny', 'dataurodzin', 'dzienurodzin', 'geburtstag'],
    city: ['city', 'town', 'miasto', 'miejscowosc', 'geocity', 'locationcity'],
  }).flatMap(([field, names]) => names.map((n) => [n, field])),
);

/** A property an import proposes for a known export column no property fits. */
export type KnownColumn = Omit<ImportNewProperty, 'column'> & { dateFormat?: ImportDateFormat };

const prop = (name: string, displayName: string, type: KnownColumn['type'], dateFormat?: ImportDateFormat): KnownColumn => ({
  name,
  displayName,
  type,
  ...(dateFormat ? { dateFormat } : {}),
});

/** Export columns worth keeping as a property of their own (technical names in snake case, as our exports write them). */
export const KNOWN_COLUMNS: Record<string, KnownColumn> = {
  tags: prop('tags', 'Tags', 'multilist'),
  tagi: prop('tags', 'Tagi', 'multilist'),
  memberrating: prop('member_rating', 'Member rating', 'int'),
  optintime: prop('optin_time', 'Optin time', 'date', 'ISO_DATETIME'),
  confirmtime: prop('confirm_time', 'Confirm time', 'date', 'ISO_DATETIME'),
  address: prop('address', 'Address', 'string'),
  adrespocztowy: prop('address', 'Adres', 'string'),
  ulica: prop('street', 'Ulica', 'string'),
  kodpocztowy: prop('postal_code', 'Kod pocztowy', 'string'),
  postalcode: prop('postal_code', 'Postal code', 'string'),
  zip: prop('postal_code', 'Postal code', 'string'),
  company: prop('company', 'Company', 'string'),
  companyname: prop('company', 'Company', 'string'),
  firma: prop('company', 'Firma', 'string'),
  nazwafirmy: prop('company', 'Nazwa firmy', 'string'),
  country: prop('country', 'Country', 'string'),
  kraj: prop('country', 'Kraj', 'string'),
  cc: prop('country', 'Country', 'string'),
  region: prop('region', 'Region', 'string'),
  wojewodztwo: prop('region', 'Województwo', 'string'),
};

/** Header names only a US tool's export has (Mailchimp): its slash dates with a year are month first. */
export const MONTH_FIRST_MARKERS = new Set(['memberrating', 'optintime', 'confirmtime', 'leid', 'euid', 'gmtoff', 'dstoff']);

/** Pinpoint's endpoint CSV: the Address column holds the e-mail (or the phone number of an SMS endpoint). */
export const PINPOINT_MARKER = 'channeltype';

/**
 * The labels people see in the app for base fields and personal properties, in Polish and English
 * (the web's catalogues, shared/i18n): a header copied from our own screens maps back.
 */
export const FIELD_LABELS: readonly (readonly [string, string])[] = [plSubscribers, enSubscribers].flatMap((catalogue) => [
  ...Object.entries(catalogue.subscribers.fields),
  ...Object.entries(catalogue.subscribers.personal),
]);
