/**
 * The parts every blueprint shares: the head (title, preheader, defaults), the brand bar, the social
 * row and the footer with the unsubscribe link. Each blueprint is still one MJML document once built
 * (what the editor opens and the user changes freely); these only keep the fourteen of them alike
 * where they should be, and the footer's legal parts impossible to forget.
 *
 * No images from anywhere: e-mails must not depend on third-party hosts (and the brand's logo is
 * the account's own upload), so headers are the brand name as styled text and heroes are colour
 * blocks. The one exception is mj-social's built-in icons, which mjml serves from its own CDN.
 */

/** The colours of one blueprint. Text on `surface` and `page`, `onBrand` on `brand`: all at least 4.5:1 (the tests measure it). */
export interface Palette {
  /** Behind the message. */
  page: string;
  /** The message's own sections. */
  surface: string;
  text: string;
  /** Secondary text (footer, captions) on `page` and `surface`. */
  muted: string;
  /** Buttons, the brand bar and headlines. */
  brand: string;
  /** Text on `brand`. */
  onBrand: string;
}

export const FONT = 'Helvetica, Arial, sans-serif';
export const SERIF = "Georgia, 'Times New Roman', serif";

/** `<mjml lang="pl">`: the words are Polish, and screen readers should read them so. */
export function mjmlDocument(head: string, body: string, palette: Palette): string {
  return `<mjml lang="pl">
${head}
  <mj-body background-color="${palette.page}" width="600px">
${body}
  </mj-body>
</mjml>`;
}

export interface HeadOptions {
  title: string;
  /** The inbox's preview line (mj-preview): what the subject does not say. */
  preview: string;
  palette: Palette;
  font?: string;
}

export function head({ title, preview, palette, font = FONT }: HeadOptions): string {
  return `  <mj-head>
    <mj-title>${title}</mj-title>
    <mj-preview>${preview}</mj-preview>
    <mj-attributes>
      <mj-all font-family="${font}" />
      <mj-text font-size="16px" line-height="24px" color="${palette.text}" />
      <mj-button background-color="${palette.brand}" color="${palette.onBrand}" font-size="16px" font-weight="700" border-radius="6px" inner-padding="14px 28px" />
      <mj-divider border-width="1px" border-color="#d5dbe1" />
    </mj-attributes>
  </mj-head>`;
}

/** The brand name as styled text (a logo placeholder the user replaces with their uploaded logo). */
export function brandBar(brand: string, palette: Palette, tagline = ''): string {
  return `    <mj-section background-color="${palette.brand}" padding="16px 24px">
      <mj-column>
        <mj-text align="center" color="${palette.onBrand}" font-size="22px" font-weight="700" letter-spacing="2px" padding="4px 0">${brand}</mj-text>${
          tagline
            ? `
        <mj-text align="center" color="${palette.onBrand}" font-size="13px" line-height="18px" padding="0">${tagline}</mj-text>`
            : ''
        }
      </mj-column>
    </mj-section>`;
}

/**
 * A row of mj-social's built-in networks, each a link to the brand's profile (`-noshare`: without it
 * mjml turns the href into a "share this" link) with the network's name as alt text.
 */
export function socialRow(palette: Palette, networks: readonly string[] = ['facebook', 'instagram', 'linkedin']): string {
  const label: Record<string, string> = {
    facebook: 'Facebook',
    instagram: 'Instagram',
    linkedin: 'LinkedIn',
    youtube: 'YouTube',
    pinterest: 'Pinterest',
    x: 'X',
  };
  const elements = networks
    .map(
      (n) =>
        `          <mj-social-element name="${n}-noshare" href="https://example.com" alt="${label[n] ?? n}" title="${label[n] ?? n}"></mj-social-element>`,
    )
    .join('\n');
  return `    <mj-section background-color="${palette.page}" padding="24px 24px 0">
      <mj-column>
        <mj-social mode="horizontal" icon-size="28px" border-radius="14px" padding="0" align="center">
${elements}
        </mj-social>
      </mj-column>
    </mj-section>`;
}

/**
 * Company placeholders (the sender's name and postal address, which mailbox providers and the law
 * expect), why the recipient gets this, and the unsubscribe link every blueprint must have.
 */
export function footer(palette: Palette, reason = 'Otrzymujesz tę wiadomość, ponieważ zapisałeś(-aś) się na nasz newsletter.'): string {
  return `    <mj-section background-color="${palette.page}" padding="16px 24px 32px">
      <mj-column>
        <mj-text align="center" font-size="12px" line-height="18px" color="${palette.muted}">
          <strong>[Nazwa firmy]</strong> · [ulica i numer], [kod pocztowy] [miejscowość]<br />
          NIP: [numer NIP] · <a href="mailto:kontakt@example.com" style="color:${palette.muted}">kontakt@example.com</a>
        </mj-text>
        <mj-text align="center" font-size="12px" line-height="18px" color="${palette.muted}" padding-top="0">
          ${reason}<br />
          <a href="{{ unsubscribe_url }}" style="color:${palette.muted};text-decoration:underline">Wypisz się z listy</a>
        </mj-text>
      </mj-column>
    </mj-section>`;
}

/** Social icons, then the footer: how most blueprints end. */
export const ending = (palette: Palette, reason?: string, networks?: readonly string[]) =>
  `${socialRow(palette, networks)}\n${footer(palette, reason)}`;

export interface Product {
  name: string;
  /** One short line under the name. */
  detail: string;
  price: string;
  /** The price before a discount, struck through. */
  was?: string;
  /** The colour block standing in for the product photo, with an emoji or a word on it. */
  swatch: string;
  mark: string;
  /** The button's words: the product's name is in them, so each button says where it leads. */
  cta?: string;
}

/** A product card in one column (a photo placeholder as a colour block; the user swaps in their image). */
export function productColumn(p: Product, palette: Palette, width?: string): string {
  const price = p.was ? `<strong>${p.price}</strong> <s style="color:${palette.muted}">${p.was}</s>` : `<strong>${p.price}</strong>`;
  return `      <mj-column${width ? ` width="${width}"` : ''} padding="8px">
        <mj-text container-background-color="${p.swatch}" height="120px" align="center" font-size="44px" line-height="120px" padding="0" color="${palette.text}"><span aria-hidden="true">${p.mark}</span></mj-text>
        <mj-text font-size="16px" font-weight="700" padding="12px 8px 0">${p.name}</mj-text>
        <mj-text font-size="14px" line-height="20px" color="${palette.muted}" padding="4px 8px 0">${p.detail}</mj-text>
        <mj-text font-size="16px" padding="8px 8px 0">${price}</mj-text>
        <mj-button href="https://example.com" align="left" font-size="14px" inner-padding="10px 16px" padding="12px 8px 8px">${p.cta ?? 'Zobacz produkt'}</mj-button>
      </mj-column>`;
}
