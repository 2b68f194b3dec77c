import { QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { PermissionKey } from '@shared/permissions';
import type { Blueprint, BlueprintSummary, TemplateFolder, TemplateSummary } from '@shared/schemas/templates';
import { apiKey, queryClient } from '@web/api/query';
import { user } from '@web/api/test-helpers';
import { clearSession, setSessionUser } from '@web/app/session/session-store';
import { createI18n } from '@web/i18n';
import { ImageLibrary } from '@web/common/image-library';
import MyTemplatesPage from './my-templates/MyTemplatesPage';
import NewMailingPage from './new-mailing/NewMailingPage';
import { TEMPLATE_PAGE_SIZE } from './common/use-template-list';

/**
 * The pages drawn once on the server side of React with answers already in the cache (the routes
 * are built by others at the same time): what each user sees by their permissions, the cards with
 * their sandboxed thumbnails, and the words in both languages. Clicks are the e2e tests' part.
 */
const BLUEPRINTS: BlueprintSummary[] = [
  { id: 'b1', category: 'easter', name: { pl: 'Zajączek', en: 'Bunny' }, description: { pl: 'Wiosenny', en: 'Springlike' } },
  { id: 'b2', category: 'layout', name: { pl: 'Jedna kolumna', en: 'One column' }, description: { pl: 'Prosty', en: 'Plain' } },
];
const TEMPLATE: TemplateSummary = {
  id: 't1',
  name: 'Wiosenna promocja',
  dir: 'f1',
  type: 'visual',
  freeze: false,
  canDelete: false,
  tags: [{ name: 'sezon', value: 'wiosna' }],
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-02T10:00:00.000Z',
  updatedBy: 'ala@example.pl',
};
const FOLDER: TemplateFolder = { id: 'f1', name: 'Promocje', templates: 1, createdAt: '2026-03-01T10:00:00.000Z' };

function seed() {
  queryClient.setQueryData(apiKey('blueprints.list', {}, {}), { items: BLUEPRINTS });
  const blueprint: Blueprint = { ...BLUEPRINTS[0]!, subject: { pl: 'S', en: 'S' }, mjml: '<mjml></mjml>', html: '<p>Hop</p>' };
  queryClient.setQueryData(apiKey('blueprints.get', { id: 'b1' }, {}), blueprint);
  queryClient.setQueryData(apiKey('templates.list', {}, { limit: TEMPLATE_PAGE_SIZE }, 'pages'), {
    pages: [{ items: [TEMPLATE] }],
    pageParams: [undefined],
  });
  queryClient.setQueryData(apiKey('templateFolders.list', {}, {}), { items: [FOLDER] });
  queryClient.setQueryData(apiKey('images.list', {}, { limit: 24 }, 'pages'), {
    pages: [
      {
        items: [
          {
            id: 'i1',
            name: 'logo.png',
            type: 'image/png',
            bytes: 2048,
            width: 200,
            height: 100,
            url: 'https://cdn.test/i1.png',
            createdAt: '2026-03-01T10:00:00.000Z',
          },
        ],
      },
    ],
    pageParams: [undefined],
  });
}

function render(node: React.ReactNode, permissions: PermissionKey[], language: 'pl' | 'en-US' = 'pl', url = '/') {
  setSessionUser({ ...user, permissions: { ...user.permissions, permissions: Object.fromEntries(permissions.map((p) => [p, true])) } });
  seed();
  return renderToString(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={createI18n(language)}>
        <MemoryRouter initialEntries={[url]}>{node}</MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  clearSession();
  queryClient.clear();
});

describe('/mailing/new/templates', () => {
  it('shows the blueprints by category with a sandboxed, scaled thumbnail, and the tabs the user may use', () => {
    const html = render(<NewMailingPage />, ['PERM_MNOWY', 'PERM_MGOTOWE', 'PERM_MKOPIER']);
    expect(html).toContain('Gotowe szablony');
    expect(html).toContain('Moje szablony');
    expect(html).toContain('Pusty');
    expect(html).toContain('Wielkanoc');
    expect(html).toContain('Proste układy');
    expect(html).toContain('Zajączek');
    expect(html).toMatch(/<iframe[^>]*sandbox=""[^>]*>/);
    expect(html).toContain('scale(');
    expect(html).not.toContain('templatePages.');
  });

  it('hides the tabs of what the user may not read', () => {
    const html = render(<NewMailingPage />, ['PERM_MNOWY']);
    expect(html).not.toContain('Gotowe szablony');
    expect(html).not.toContain('Moje szablony');
    expect(html).toContain('Edytor wizualny');
    expect(html).toContain('Kod HTML');
  });

  it('speaks English', () => {
    const html = render(<NewMailingPage />, ['PERM_MNOWY', 'PERM_MGOTOWE'], 'en-US');
    expect(html).toContain('Blueprints');
    expect(html).toContain('Bunny');
    expect(html).toContain('Easter');
  });
});

describe('/mailing/my-templates', () => {
  it('lists the templates as cards with tags, the folder filter and the zip import', () => {
    const html = render(<MyTemplatesPage />, ['PERM_MNOWY', 'PERM_MKOPIER', 'PERM_MGOTOWE']);
    expect(html).toContain('Wiosenna promocja');
    expect(html).toContain('sezon: wiosna');
    expect(html).toContain('Wszystkie szablony');
    expect(html).toContain('Importuj zip');
    expect(html).toContain('Utworzone');
    expect(html).toContain('Gotowe szablony');
    expect(html).not.toContain('templatePages.');
  });

  it('shows the blueprints tab when asked and only with PERM_MGOTOWE', () => {
    const withBlueprints = render(<MyTemplatesPage />, ['PERM_MKOPIER', 'PERM_MGOTOWE'], 'pl', '/mailing/my-templates?tab=blueprints');
    expect(withBlueprints).toContain('Zajączek');
    const without = render(<MyTemplatesPage />, ['PERM_MKOPIER'], 'pl', '/mailing/my-templates?tab=blueprints');
    expect(without).not.toContain('Zajączek');
    expect(without).toContain('Wiosenna promocja');
  });
});

describe('ImageLibrary (the body of ImageLibraryModal)', () => {
  it('lists the images with their alt text, the limits and the insert and delete buttons', () => {
    const html = render(<ImageLibrary onSelect={() => undefined} />, ['PERM_MNOWY']);
    expect(html).toContain('alt="logo.png"');
    expect(html).toContain('Wstaw');
    expect(html).toContain('3 MB');
    expect(html).not.toContain('templatePages.');
  });
});
