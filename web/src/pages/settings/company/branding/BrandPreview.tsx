import { useTranslation } from 'react-i18next';
import type { BrandColours } from '@shared/schemas/branding';

/**
 * A public page in the account's colours and font, drawn as functions/branding/public-page.ts draws
 * it (heading in the secondary colour, buttons in the primary, notes, borders), so the colours can
 * be judged before saving. The words are the page's own, in the app's language.
 */
export function BrandPreview({ font, colours, logoUrl }: { font: string; colours: BrandColours; logoUrl?: string }) {
  const { t } = useTranslation();
  const button = { font: 'inherit', padding: '.6rem 1.2rem', borderRadius: '1rem', border: 0, background: colours.primary, color: '#fff' };
  return (
    <div
      data-testid="brand-preview"
      style={{
        fontFamily: `'${font}',system-ui,Arial,sans-serif`,
        color: colours.text,
        background: colours.background,
        border: `1px solid ${colours.border}`,
        borderRadius: '.5rem',
        padding: '1.5rem',
      }}
    >
      {logoUrl && <img src={logoUrl} alt="" style={{ display: 'block', maxWidth: '100%', marginBottom: '1rem' }} />}
      <div role="heading" aria-level={3} style={{ fontSize: '1.5rem', color: colours.secondary, margin: '0 0 1rem' }}>
        {t('branding.previewTitle')}
      </div>
      <p>{t('branding.previewText')}</p>
      <span style={{ ...button, display: 'inline-block' }}>{t('branding.previewButton')}</span>
      <p>
        <span style={{ color: colours.primary, textDecoration: 'underline' }}>{t('branding.previewLink')}</span>
      </p>
      <p style={{ color: colours.accent, fontSize: '.875rem' }}>{t('branding.previewNote')}</p>
    </div>
  );
}
